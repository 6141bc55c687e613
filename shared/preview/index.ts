/** @reelist/preview — the minimal host each remote's standalone preview mounts (same providers as the shell). */
export { startPreview } from './src/start-preview';
export { PreviewHost } from './src/preview-host';
export type { PreviewRoute, PreviewHostProps } from './src/preview-host';
export { matchRoute } from './src/match-route';
