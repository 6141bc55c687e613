// The availability feature's front door: which of the visitor's services offer the titles (its own chunk), and
// the marks the cards show.
export { default as AvailabilityLayer } from './availability-layer';
export type { AvailabilityState } from './availability-layer';
export { CardMarksContext, useCardMark } from './card-marks';
export { ServiceMark } from './service-mark';
