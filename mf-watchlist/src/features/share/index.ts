// The share feature's front door: the shared list screen, and the panel that makes a link (a lazy component: wrap
// it in Suspense).
export { SharedPage } from './shared-page';
export { SharePanel } from './lazy-share-panel';
