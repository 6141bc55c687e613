import { createRoot } from 'react-dom/client';
import type { RuntimeConfig } from '@reelist/contracts';
import { configureApi } from '@reelist/api';
import { installGlobalStyles } from '@reelist/ui';
import { PreviewHost } from './preview-host';
import type { PreviewRoute } from './preview-host';

/** Fetches the preview server's /config.json, configures the services and mounts the preview host. */
export async function startPreview({ name, routes }: { name: string; routes: PreviewRoute[] }): Promise<void> {
  installGlobalStyles();
  const response = await fetch('/config.json', { cache: 'no-cache' });
  const config = (await response.json()) as RuntimeConfig;
  configureApi(config);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(<PreviewHost name={name} routes={routes} config={config} />);
}
