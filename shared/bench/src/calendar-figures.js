// The calendar bench's figures and budgets (calendar.js measures them; main.js adds them to the report).
import { CALENDAR_SHOWS } from './calendar-seed.js';

/**
 * The product's goal: a calendar of 300 tracked shows opens within 3 s on a phone (4x CPU), every show read.
 * @type {Array<[string, import('./budgets.js').Budget]>}
 */
export const CALENDAR_BUDGETS = [['calendar.open', { op: '<=', value: 3000 }]];

const num = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const ms = (v) => (num(v) === null ? null : Math.round(v));
const runsNote = (r) =>
  r?.runs?.length
    ? `median of ${r.runs.length}: ${r.runs.map((run) => Math.round(run.painted)).join(' / ')} ms; ${r.entries ?? '?'} entries, ${r.requests ?? '?'} requests`
    : undefined;

/** The calendar's figures (measureCalendar's result); a failed run gives each null with the reason. */
export function calendarFigures(c = {}) {
  const p = `Calendar (${c.shows ?? CALENDAR_SHOWS} tracked shows), phone 4x CPU`;
  const failed = c.error ? { note: String(c.error).split('\n')[0].slice(0, 160) } : {};
  const figure = (id, label, r) => {
    const note = r?.note ?? runsNote(r);
    return { id, label: `${p}: ${label}`, value: ms(r?.value), unit: 'ms', ...(note ? { note } : failed) };
  };
  return [
    figure(
      'calendar.open',
      '/calendar loaded in a new tab (schedules kept from an open minutes before) -> every show read and the agenda painted',
      c.open,
    ),
    figure('calendar.cold', '/calendar loaded in a new tab with no schedule kept -> every show read, agenda painted', c.cold),
    figure('calendar.reopen', "the Watchlist's Calendar link (answers cached) -> every show read, agenda painted", c.reopen),
  ];
}
