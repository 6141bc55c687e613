// The Analytics feature's front door: other features and the preview import it from here only.
export { AnalyticsRoute } from './analytics-route';
