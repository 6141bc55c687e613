import { downloadBlob } from '@reelist/ui';
import { entryHref, entrySummary } from './calendar-entries';
import type { CalendarEntry } from './calendar-entries';
import { fromLine } from './people-entries';
import { ICS_FILE_NAME, ICS_MIME, writeIcs } from './ics';
import type { IcsEvent } from './ics';

/**
 * The entries as events: 'movie-603@reelist', 'tv-1399-s2e5@reelist', linking to the title's page here; a followed
 * person's title says whom it comes from.
 */
export const entryEvents = (entries: readonly CalendarEntry[], origin: string): IcsEvent[] =>
  entries.map((entry) => ({
    uid: `${entry.key}@reelist`,
    day: entry.day,
    summary: entrySummary(entry),
    ...(entry.from ? { description: fromLine(entry.from) } : {}),
    url: `${origin}${entryHref(entry)}`,
  }));

/** A show's own file: 'reelist-tv-1399.ics'. */
export const showFileName = (id: number): string => `reelist-tv-${id}.ics`;

/** Saves the entries as an .ics file (the whole calendar's under ICS_FILE_NAME). */
export function downloadCalendar(entries: readonly CalendarEntry[], fileName = ICS_FILE_NAME, name?: string): void {
  const text = writeIcs(entryEvents(entries, window.location.origin), { now: new Date(), name });
  downloadBlob(new Blob([text], { type: ICS_MIME }), fileName);
}
