import { createRoot } from 'react-dom/client';
import type { RuntimeConfig } from '@reelist/contracts';
import { configureApi } from '@reelist/api';
import { installGlobalStyles } from '@reelist/ui';
import { registerConfiguredRemotes } from './remotes/remote-registry';
import { App } from './app';

export function bootstrap(config: RuntimeConfig): void {
  installGlobalStyles();
  registerConfiguredRemotes(config);
  configureApi(config);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(<App config={config} />);
}
