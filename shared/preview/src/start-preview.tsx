import { createRoot } from 'react-dom/client';
import type { RuntimeConfig } from '@reelist/contracts';
import { configureApi } from '@reelist/api';
import { followPreference, registerCatalog } from '@reelist/i18n';
import { preferencesStore } from '@reelist/storage';
import { installGlobalStyles } from '@reelist/ui';
import { sharedMessages } from '@reelist/ui/messages';
import { PreviewHost } from './preview-host';
import type { PreviewRoute } from './preview-host';

/**
 * Fetches the preview server's /config.json, configures the services, takes the visitor's language as the shell does
 * (the remote's pages add their own messages) and mounts the preview host.
 */
export async function startPreview({ name, routes }: { name: string; routes: PreviewRoute[] }): Promise<void> {
  installGlobalStyles();
  registerCatalog('preview/shared', sharedMessages);
  const language = followPreference(() => preferencesStore.getSnapshot().preferredLanguage, preferencesStore.subscribe);
  const response = await fetch('/config.json', { cache: 'no-cache' });
  const config = (await response.json()) as RuntimeConfig;
  configureApi(config);
  await language;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(<PreviewHost name={name} routes={routes} config={config} />);
}
