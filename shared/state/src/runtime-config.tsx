import { useContext } from 'react';
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@reelist/contracts';
import { sharedContext } from './shared-context';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the context's key on the page, never shown
const RuntimeConfigContext = sharedContext<RuntimeConfig | null>('ReelistRuntimeConfig', null);

export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

/** The /config.json the shell loaded before bootstrapping (service URLs, keys, remotes). */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used within a RuntimeConfigProvider');
  return config;
}
