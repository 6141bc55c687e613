// The share feature's front door: the shared list screen, the panel that makes a watchlist's link (a lazy
// component: wrap it in Suspense) and the control that makes one of the visitor's lists' link.
export { SharedPage } from './shared-page';
export { SharePanel } from './lazy-share-panel';
export { ListShare } from './list-share';
