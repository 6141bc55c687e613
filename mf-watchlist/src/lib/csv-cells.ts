// Spreadsheet formula injection: a cell starting with one of these is run as a formula by Excel/Sheets.
const TRIGGER = /^[=+\-@\t\r]/;
// A cell we already neutralised (or one that merely looks like it) gets one more quote, so import can undo it.
const ESCAPED = /^'[=+\-@\t\r']/;

/** Neutralises formula triggers with a leading single quote; `unneutralise` reverses it exactly. */
export function neutralise(value: string): string {
  return TRIGGER.test(value) || ESCAPED.test(value) ? `'${value}` : value;
}

export function unneutralise(value: string): string {
  return ESCAPED.test(value) ? value.slice(1) : value;
}

/** One CSV field: always quoted, inner double quotes doubled (RFC 4180). */
export const quoteCell = (value: string): string => `"${value.replace(/"/g, '""')}"`;

/** Cuts to `max` characters without splitting a surrogate pair. */
export function cutText(value: string, max: number): string {
  if (value.length <= max) return value;
  return Array.from(value).slice(0, max).join('');
}
