// An iCalendar file (RFC 5545) of the calendar: one all-day event per entry, for any calendar app to subscribe to
// by importing it. Plain text, no library: the format needs escaping, folding and CRLF, nothing more.
import { addDays } from './calendar-days';
import type { Day } from './calendar-days';

/** One all-day event: `uid` stays the same across downloads, so importing a newer file updates the event. */
export interface IcsEvent {
  uid: string;
  day: Day;
  summary: string;
  /** More words under the summary: whom a followed person's title comes from. */
  description?: string;
  url?: string;
}

export interface IcsOptions {
  /** When the file is written: every event's DTSTAMP. */
  now: Date;
  /** The calendar's name as calendar apps show it. */
  name?: string;
}

export const ICS_FILE_NAME = 'reelist-calendar.ics';
export const ICS_MIME = 'text/calendar;charset=utf-8';
const PRODID = '-//Reelist//Calendar 1.0//EN';
const LINE_OCTETS = 75;

/** TEXT values: backslash, semicolon and comma are escaped, a line break becomes \n (section 3.3.11). */
export const escapeText = (value: string): string =>
  value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, '\\n');

/**
 * URI values are not TEXT: a backslash there would be read as part of the address. The characters TEXT escapes,
 * and any control character, are percent-encoded instead, which every URI reader undoes.
 */
export const escapeUri = (value: string): string =>
  value.replace(
    /[\\;,\u0000-\u001f\u007f]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );

const octetsOf = (codePoint: number): number =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * Folds a content line at 75 octets of UTF-8 (section 3.1): each continuation starts with one space, which counts
 * in its line. Breaks fall between characters, never inside one's bytes, so an emoji or an accented letter
 * arrives whole.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = octetsOf(char.codePointAt(0) ?? 0);
    if (octets + size > LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** '20261203' */
const dateValue = (day: Day): string => day.replaceAll('-', '');
/** '20261127T141200Z': DTSTAMP is in UTC (section 3.8.7.2). */
const stampValue = (now: Date): string => `${now.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/**
 * A content line, `NAME;PARAMS:value` (section 3.1). Names, parameters and fixed values are the format's words,
 * data for calendar apps: never translated.
 */
const property = (name: string, value: string, params = ''): string => `${name}${params}:${value}`;
/** The parameter of an all-day event's DTSTART and DTEND: a date, not a date-time. */
const DATE_ONLY = ';VALUE=DATE';

/** The whole file: VCALENDAR with PRODID and VERSION 2.0, then one all-day VEVENT per event; CRLF line ends. */
export function writeIcs(events: readonly IcsEvent[], { now, name = 'Reelist' }: IcsOptions): string {
  const stamp = stampValue(now);
  const lines = [
    property('BEGIN', 'VCALENDAR'),
    property('PRODID', PRODID),
    property('VERSION', '2.0'),
    property('CALSCALE', 'GREGORIAN'),
    property('METHOD', 'PUBLISH'),
    property('X-WR-CALNAME', escapeText(name)),
  ];
  for (const event of events) {
    lines.push(
      property('BEGIN', 'VEVENT'),
      property('UID', escapeText(event.uid)),
      property('DTSTAMP', stamp),
      property('DTSTART', dateValue(event.day), DATE_ONLY),
      // All day: DTEND is exclusive, so the next day.
      property('DTEND', dateValue(addDays(event.day, 1)), DATE_ONLY),
      property('SUMMARY', escapeText(event.summary)),
      ...(event.description ? [property('DESCRIPTION', escapeText(event.description))] : []),
      ...(event.url ? [property('URL', escapeUri(event.url))] : []),
      property('TRANSP', 'TRANSPARENT'),
      property('END', 'VEVENT'),
    );
  }
  lines.push(property('END', 'VCALENDAR'));
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
