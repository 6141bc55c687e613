// The calendar feature's front door: /calendar (what is coming for what the visitor tracks).
export { CalendarRoute } from './calendar-route';
