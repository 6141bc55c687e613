/** @reelist/event-bus — the page's one typed RxJS bus and its current-state streams. */
export { bus } from './src/bus-instance';
export { createBus } from './src/create-bus';
export type { ReelistBus, CreateBusOptions } from './src/create-bus';
export { StateStream } from './src/state-stream';
