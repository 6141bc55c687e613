import type { TitleFacts, WatchLogEntry } from '@reelist/contracts';
import { formatHours, showsWithEpisodes, tvViewing } from './tv-stats';

const entry = (id: number, extra: Partial<WatchLogEntry> = {}): WatchLogEntry => ({
  id,
  media_type: 'tv',
  watchedAt: '2024-01-01T20:00:00Z',
  rewatch: false,
  source: 'reelist',
  ...extra,
});
const show = (runtime?: number): TitleFacts => ({ name: 'S', genres: [], directors: [], cast: [], runtime });
const facts: Record<string, TitleFacts | null> = { tv_1: show(45), tv_2: show(), tv_3: null };

describe('tvViewing', () => {
  it("counts episodes (rewatches too) and their time from the show's usual episode length", () => {
    const log = [
      entry(1, { episode: { season: 1, number: 1 } }),
      entry(1, { episode: { season: 1, number: 1 }, rewatch: true }),
      entry(2, { episode: { season: 1, number: 1 } }),
      entry(3, { episode: { season: 2, number: 4 } }),
      entry(1),
      entry(1, { media_type: 'movie' }),
    ];
    expect(tvViewing(log, (key) => facts[key])).toEqual({ episodes: 4, minutes: 90, timedEpisodes: 2 });
  });

  it("prefers an episode's own runtime", () => {
    const log = [entry(1, { episode: { season: 1, number: 1 } }), entry(2, { episode: { season: 1, number: 2 } })];
    expect(
      tvViewing(
        log,
        (key) => facts[key],
        () => 61,
      ),
    ).toEqual({ episodes: 2, minutes: 122, timedEpisodes: 2 });
  });

  it('is zero without episodes', () => {
    expect(tvViewing([entry(1)], () => undefined)).toEqual({ episodes: 0, minutes: 0, timedEpisodes: 0 });
  });
});

describe('showsWithEpisodes', () => {
  it('lists each show with an episode once', () => {
    const log = [
      entry(1, { episode: { season: 1, number: 1 } }),
      entry(1, { episode: { season: 1, number: 2 } }),
      entry(2),
    ];
    expect(showsWithEpisodes(log)).toEqual([{ id: 1, media_type: 'tv' }]);
  });
});

describe('formatHours', () => {
  it.each([
    [0, '0'],
    [45, '0.8'],
    [90, '1.5'],
    [120, '2'],
    [600, '10'],
    [6_250, '104'],
  ])('%i minutes -> %s hours', (minutes, text) => {
    expect(formatHours(minutes)).toBe(text);
  });
});
