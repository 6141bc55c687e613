import { lazy } from 'react';

// Sharing (and its compression and QR code) loads when the panel opens, not with the Watchlist's first screen: the
// panel is reached through this lazy component, so the front door that hands it out carries none of it.
export const SharePanel = lazy(() => import('./share-panel'));
