import type { WatchLogEntry } from '@reelist/contracts';
import { viewingsByYear } from './viewings-by-year';
import type { Zone } from './viewing-time';

const utc: Zone = () => 0;
const losAngeles: Zone = () => -8 * 60;
const view = (id: number, watchedAt: string): WatchLogEntry => ({
  id,
  media_type: 'movie',
  watchedAt,
  rewatch: false,
  source: 'reelist',
});

describe('viewingsByYear', () => {
  it('counts viewings per year, newest first, in the reader’s time zone', () => {
    const log = [view(1, '2022-03-01T20:00:00Z'), view(2, '2024-01-01T03:00:00Z'), view(3, '2024-02-01T00:00:00Z')];
    expect(viewingsByYear(log, utc)).toEqual([
      { year: 2024, viewings: 2 },
      { year: 2022, viewings: 1 },
    ]);
    expect(viewingsByYear(log, losAngeles)).toEqual([
      { year: 2024, viewings: 1 },
      { year: 2023, viewings: 1 },
      { year: 2022, viewings: 1 },
    ]);
  });
});
