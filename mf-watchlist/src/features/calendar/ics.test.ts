import ICAL from 'ical.js';
import { entryEvents } from './calendar-file';
import type { CalendarEntry } from './calendar-entries';
import { escapeText, foldLine, writeIcs } from './ics';
import type { IcsEvent } from './ics';

const NOW = new Date('2026-11-27T14:05:09.123Z');
const octets = (line: string) => new TextEncoder().encode(line).length;

/** The file as a calendar app reads it: ical.js, the parser of Thunderbird's calendar. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((event) => ({
      uid: event.getFirstPropertyValue('uid'),
      summary: event.getFirstPropertyValue('summary'),
      url: event.getFirstPropertyValue('url'),
      start: event.getFirstPropertyValue('dtstart') as ICAL.Time,
      end: event.getFirstPropertyValue('dtend') as ICAL.Time,
      stamp: event.getFirstPropertyValue('dtstamp') as ICAL.Time,
    })),
  };
}

const entry = (extra: Partial<CalendarEntry>): CalendarEntry => ({
  key: 'movie-603',
  day: '2026-12-03',
  mediaType: 'movie',
  id: 603,
  title: 'The Matrix',
  ...extra,
});

describe('writeIcs', () => {
  it('writes a calendar with PRODID and VERSION 2.0 and one all-day event per entry, CRLF line ends', () => {
    const entries = [
      entry({}),
      entry({
        key: 'tv-1399-s2e5',
        day: '2026-12-31',
        mediaType: 'tv',
        id: 1399,
        title: 'Westeros',
        episode: { season: 2, number: 5, name: 'The Rains' },
      }),
    ];
    const text = writeIcs(entryEvents(entries, 'https://reelist.example'), { now: NOW });
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Reelist//Calendar 1.0//EN');
    expect(events.map(({ uid, summary, url }) => ({ uid, summary, url }))).toEqual([
      { uid: 'movie-603@reelist', summary: 'The Matrix', url: 'https://reelist.example/movie/603' },
      { uid: 'tv-1399-s2e5@reelist', summary: 'Westeros: S2E5 · The Rains', url: 'https://reelist.example/tv/1399' },
    ]);
    // All day: a date, not a time, ending (exclusively) the next day, across the year's end too.
    expect(events.map(({ start, end }) => [start.isDate, start.toString(), end.isDate, end.toString()])).toEqual([
      [true, '2026-12-03', true, '2026-12-04'],
      [true, '2026-12-31', true, '2027-01-01'],
    ]);
    expect(text).toContain('DTSTART;VALUE=DATE:20261203\r\nDTEND;VALUE=DATE:20261204\r\n');
  });

  it('round-trips summaries with commas, semicolons, backslashes, line breaks and emoji', () => {
    const summaries = [
      'Love, Death & Robots',
      'Semi;colon; and a back\\slash',
      'Two\nlines\r\nand a third',
      '🎬 Première 🍿 — 東京 👨‍👩‍👧',
    ];
    const events: IcsEvent[] = summaries.map((summary, at) => ({ uid: `u${at}@reelist`, day: '2026-12-03', summary }));
    const parsed = parse(writeIcs(events, { now: NOW })).events.map((event) => event.summary);
    expect(parsed).toEqual([summaries[0], summaries[1], 'Two\nlines\nand a third', summaries[3]]);
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('keeps a URL a URL: the characters TEXT escapes are percent-encoded', () => {
    const text = writeIcs([{ uid: 'u@reelist', day: '2026-12-03', summary: 'x', url: 'https://a.example/p;q,r' }], {
      now: NOW,
    });
    expect(text).toContain('URL:https://a.example/p%3Bq%2Cr\r\n');
    expect(parse(text).events[0]?.url).toBe('https://a.example/p%3Bq%2Cr');
  });

  it('folds lines over 75 octets without splitting a character, and the parser joins them again', () => {
    const summary = `${'A long, long title; '.repeat(6)}é 東京 🎬`.repeat(3);
    const text = writeIcs([{ uid: 'long@reelist', day: '2026-12-03', summary }], { now: NOW });
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    const folded = lines.filter((line) => line.startsWith(' '));
    expect(folded.length).toBeGreaterThan(3);
    // No line holds half a character: each one survives UTF-8 on its own.
    expect(lines.every((line) => new TextDecoder().decode(new TextEncoder().encode(line)) === line)).toBe(true);
    expect(parse(text).events[0]?.summary).toBe(summary);
    // A 4-byte emoji that would straddle the 75th octet moves to the next line whole.
    const [first, second] = foldLine(`SUMMARY:${'x'.repeat(65)}🎬🎬`).split('\r\n');
    expect([octets(first!), second]).toEqual([73, ' 🎬🎬']);
  });

  it('gives each entry the same UID on every download, and a new DTSTAMP in UTC', () => {
    const entries = [entry({}), entry({ key: 'tv-1-s1e2', mediaType: 'tv', id: 1, title: 'S' })];
    const first = writeIcs(entryEvents(entries, 'https://a.example'), { now: NOW });
    const second = writeIcs(entryEvents([...entries].reverse(), 'https://a.example'), {
      now: new Date('2026-12-01T08:00:00Z'),
    });
    const uids = (text: string) =>
      parse(text)
        .events.map((event) => event.uid)
        .sort();
    expect(uids(first)).toEqual(['movie-603@reelist', 'tv-1-s1e2@reelist']);
    expect(uids(second)).toEqual(uids(first));
    expect(first).toMatch(/^DTSTAMP:20261127T140509Z\r$/m);
    const stamp = parse(first).events[0]!.stamp;
    expect([stamp.isDate, stamp.zone?.tzid, stamp.toString()]).toEqual([false, 'UTC', '2026-11-27T14:05:09Z']);
  });
});
