import type { EpisodeRef, Season, WatchLogEntry } from '@reelist/contracts';
import { seasonSummary } from '@reelist/testing';
import {
  airedEpisodes,
  airedInSeason,
  episodeLabel,
  episodeViewings,
  hasAired,
  localToday,
  showProgress,
  statusForProgress,
  timesWatched,
} from './progress';

const viewing = (season: number, number: number, watchedAt = '2026-01-01T20:00:00.000Z', id = 7): WatchLogEntry => ({
  id,
  media_type: 'tv',
  watchedAt,
  rewatch: false,
  source: 'reelist',
  episode: { season, number },
});

const season = seasonSummary;

// Season 0 (specials) first as the service lists it; the latest aired episode is S3E2.
const show = {
  seasons: [season(0, 4), season(1, 3), season(2, 2), season(3, 5)],
  last_episode_to_air: { season_number: 3, episode_number: 2 } as never,
};

describe('airedEpisodes', () => {
  it('lists every aired episode in order, specials and unaired ones left out', () => {
    expect(airedEpisodes(show).map(episodeLabel)).toEqual(['S1E1', 'S1E2', 'S1E3', 'S2E1', 'S2E2', 'S3E1', 'S3E2']);
  });

  it('is empty for a show that has not aired', () => {
    expect(airedEpisodes({ seasons: [season(1, 8)], last_episode_to_air: null })).toEqual([]);
  });
});

describe('airedInSeason', () => {
  it('keeps episodes dated on or before today (today counts), never undated ones', () => {
    const s = {
      ...season(2, 4),
      episodes: [
        { episode_number: 1, air_date: '2026-03-01' },
        { episode_number: 2, air_date: '2026-03-08' },
        { episode_number: 3, air_date: '2026-03-15' },
        { episode_number: 4, air_date: null },
      ],
    } as Season;
    expect(airedInSeason(s, '2026-03-08')).toEqual([
      { season: 2, number: 1 },
      { season: 2, number: 2 },
    ]);
    expect(hasAired('2026-03-09', '2026-03-08')).toBe(false);
  });
});

describe('episodeViewings', () => {
  it('counts viewings per episode (rewatches), per show, and keeps the latest moment', () => {
    const log = [
      viewing(1, 1, '2026-01-01T20:00:00.000Z'),
      viewing(1, 1, '2026-02-01T20:00:00.000Z'),
      viewing(1, 2, '2026-01-15T20:00:00.000Z'),
      viewing(1, 1, '2026-03-01T20:00:00.000Z', 8),
      { ...viewing(1, 1), episode: undefined },
      { ...viewing(1, 1), media_type: 'movie' as const },
    ];
    const shows = episodeViewings(log);
    expect([...shows.keys()]).toEqual([7, 8]);
    expect(timesWatched(shows.get(7), { season: 1, number: 1 })).toBe(2);
    expect(timesWatched(shows.get(7), { season: 1, number: 2 })).toBe(1);
    expect(timesWatched(shows.get(7), { season: 1, number: 3 })).toBe(0);
    expect(shows.get(7)?.lastWatchedAt).toBe('2026-02-01T20:00:00.000Z');
  });

  it('computes once per log snapshot', () => {
    const log = [viewing(1, 1)];
    expect(episodeViewings(log)).toBe(episodeViewings(log));
    expect(episodeViewings([...log])).not.toBe(episodeViewings(log));
  });
});

describe('showProgress', () => {
  const aired = airedEpisodes(show);
  const progressOf = (watched: EpisodeRef[]) =>
    showProgress(aired, episodeViewings(watched.map((e) => viewing(e.season, e.number))).get(7));

  it('starts at the first episode with everything left', () => {
    expect(progressOf([])).toEqual({ aired: 7, watched: 0, left: 7, next: { season: 1, number: 1 } });
  });

  it('goes on after the furthest episode watched, across seasons', () => {
    expect(
      progressOf([
        { season: 1, number: 1 },
        { season: 1, number: 2 },
        { season: 1, number: 3 },
      ]),
    ).toMatchObject({
      watched: 3,
      left: 4,
      next: { season: 2, number: 1 },
    });
  });

  it('skips over gaps before the furthest episode, then comes back to them at the end', () => {
    expect(
      progressOf([
        { season: 1, number: 1 },
        { season: 2, number: 1 },
      ]).next,
    ).toEqual({ season: 2, number: 2 });
    expect(
      progressOf([
        { season: 1, number: 1 },
        { season: 3, number: 2 },
      ]).next,
    ).toEqual({ season: 1, number: 2 });
  });

  it('has nothing next when every aired episode is watched; specials never count', () => {
    const all = [...aired, { season: 0, number: 1 }];
    expect(progressOf(all)).toEqual({ aired: 7, watched: 7, left: 0, next: null });
  });

  it('counts a rewatched episode once', () => {
    const log = [viewing(1, 1), viewing(1, 1, '2026-05-01T20:00:00.000Z')];
    expect(showProgress(aired, episodeViewings(log).get(7))).toMatchObject({ watched: 1, left: 6 });
  });
});

describe('statusForProgress', () => {
  const some = { aired: 5, watched: 2, left: 3, next: { season: 1, number: 3 } };
  const all = { aired: 5, watched: 5, left: 0, next: null };
  const none = { aired: 5, watched: 0, left: 5, next: { season: 1, number: 1 } };

  it('makes a show Watching with its first episode, Watched with its last aired one', () => {
    expect(statusForProgress(undefined, some, false)).toBe('watching');
    expect(statusForProgress('want_to_watch', some, false)).toBe('watching');
    expect(statusForProgress('watching', all, false)).toBe('watched');
    expect(statusForProgress(undefined, all, false)).toBe('watched');
  });

  it('leaves a status alone when nothing changes it', () => {
    expect(statusForProgress('watching', some, false)).toBeUndefined();
    expect(statusForProgress('watched', all, false)).toBeUndefined();
    expect(statusForProgress('want_to_watch', none, true)).toBeUndefined();
  });

  it('moves a Watched show with new episodes back to Watching only when asked (Keep following, or marking now)', () => {
    expect(statusForProgress('watched', some, false)).toBeUndefined();
    expect(statusForProgress('watched', some, true)).toBe('watching');
  });
});

describe('labels and dates', () => {
  it('writes S{n}E{m} and today in the local calendar', () => {
    expect(episodeLabel({ season: 2, number: 5 })).toBe('S2E5');
    expect(localToday(new Date(2026, 0, 9, 23, 30))).toBe('2026-01-09');
  });
});
