import type { WatchLogEntry } from '@reelist/contracts';
import { watchlistItem } from '@reelist/testing';
import { lookupKeyOf } from '../matching';
import type { MatchedTitle, MatchResult } from '../matching';
import type { ParsedSource, SourceRecord } from '../../lib/source-types';
import { planHistory } from './plan-history';
import type { HistoryBase } from './plan-history';

const NOW = new Date('2025-08-01T12:00:00.000Z');
const title = (id: number, name: string, extra: Partial<MatchedTitle> = {}): MatchedTitle => ({
  id,
  media_type: 'movie',
  title: name,
  year: 1999,
  poster_path: `/p${id}.jpg`,
  release_date: '1999-10-15',
  vote_average: 8,
  overview: '',
  ...extra,
});
const FIGHT_CLUB = title(550, 'Fight Club');
const MATRIX = title(603, 'The Matrix');
const SHOW = title(1399, 'Example Show', { media_type: 'tv' });
const record = (name: string, extra: Partial<SourceRecord> = {}): SourceRecord => ({
  file: 'diary.csv',
  row: 1,
  title: name,
  year: 1999,
  media: 'unknown',
  ids: {},
  sourceKey: `key:${name}:${extra.watchedAt ?? ''}`,
  ...extra,
});
const parsed = (records: SourceRecord[]): ParsedSource => ({
  source: 'letterboxd',
  label: 'Letterboxd export (ZIP)',
  records,
  skipped: [{ file: 'diary.csv', row: 9, reason: 'No film name' }],
  missing: [],
  ignoredFiles: [],
});
const matchesFor = (pairs: Array<[SourceRecord, MatchResult]>) => new Map(pairs.map(([r, m]) => [lookupKeyOf(r), m]));
const matched = (t: MatchedTitle): MatchResult => ({ status: 'matched', title: t });
const EMPTY: HistoryBase = { watchlist: [], log: [], ratings: {}, reviews: {} };

describe('planHistory', () => {
  const first = record('Fight Club', {
    watchedAt: '2025-03-01T00:00:00.000Z',
    rating10: 9,
    sourceKey: 'https://boxd.it/a',
  });
  const rewatch = record('Fight Club', {
    row: 2,
    watchedAt: '2025-06-14T00:00:00.000Z',
    rating10: 10,
    rewatch: true,
    review: 'Better the second time.\nStill lands.',
    sourceKey: 'https://boxd.it/b',
  });
  const wish = record('The Matrix', {
    file: 'watchlist.csv',
    watchlist: true,
    sourceKey: 'watchlist:https://boxd.it/f',
  });

  it('turns viewings into Watched items, log entries, one rating and a review; watchlist rows into Want to Watch', () => {
    const matches = matchesFor([
      [first, matched(FIGHT_CLUB)],
      [wish, matched(MATRIX)],
    ]);
    const plan = planHistory(parsed([first, rewatch, wish]), matches, new Map(), EMPTY, NOW);
    expect(plan.matched).toBe(3);
    expect(plan.titles).toBe(2);
    expect(plan.skipped).toEqual([{ file: 'diary.csv', row: 9, reason: 'No film name' }]);
    expect(plan.change.add.map((i) => [i.title, i.status])).toEqual([
      ['Fight Club', 'watched'],
      ['The Matrix', 'want_to_watch'],
    ]);
    expect(plan.change.viewings).toEqual<WatchLogEntry[]>([
      {
        id: 550,
        media_type: 'movie',
        watchedAt: first.watchedAt!,
        rating10: 9,
        rewatch: false,
        source: 'letterboxd',
        sourceKey: 'https://boxd.it/a',
      },
      {
        id: 550,
        media_type: 'movie',
        watchedAt: rewatch.watchedAt!,
        rating10: 10,
        rewatch: true,
        source: 'letterboxd',
        sourceKey: 'https://boxd.it/b',
      },
    ]);
    // The latest rating of the file is the current one.
    expect(plan.change.ratings.get('movie_550')).toEqual({
      user: 'current-user',
      rating: 5,
      createdAt: rewatch.watchedAt,
    });
    expect(plan.change.reviews.get('movie_550')).toEqual([
      expect.objectContaining({
        id: 'letterboxd:https://boxd.it/b',
        movieId: 550,
        rating: 5,
        content: 'Better the second time.\nStill lands.',
        author: 'current-user',
        createdAt: rewatch.watchedAt,
      }),
    ]);
  });

  it("keeps a half star: a Letterboxd 4.5 (9 out of 10) becomes the visitor's rating 4.5, and its review's stars", () => {
    const half = record('Fight Club', {
      watchedAt: '2025-03-01T00:00:00.000Z',
      rating10: 9,
      review: 'Almost perfect.',
      sourceKey: 'https://boxd.it/h',
    });
    const plan = planHistory(parsed([half]), matchesFor([[half, matched(FIGHT_CLUB)]]), new Map(), EMPTY, NOW);
    expect(plan.change.ratings.get('movie_550')).toMatchObject({ user: 'current-user', rating: 4.5 });
    expect(plan.change.reviews.get('movie_550')).toEqual([expect.objectContaining({ rating: 4.5 })]);
  });

  it('never demotes an item already Watched, and promotes one that was only wanted', () => {
    const base: HistoryBase = {
      ...EMPTY,
      watchlist: [
        watchlistItem({ id: 550, title: 'Fight Club', status: 'watched' }),
        watchlistItem({ id: 603, title: 'The Matrix', status: 'want_to_watch' }),
      ],
    };
    const wantFightClub = record('Fight Club', { watchlist: true, sourceKey: 'w1' });
    const watchedMatrix = record('The Matrix', { watchedUndated: true, sourceKey: 'w2' });
    const plan = planHistory(
      parsed([wantFightClub, watchedMatrix]),
      matchesFor([
        [wantFightClub, matched(FIGHT_CLUB)],
        [watchedMatrix, matched(MATRIX)],
      ]),
      new Map(),
      base,
      NOW,
    );
    expect(plan.change.add).toEqual([]);
    expect([...plan.change.statuses]).toEqual([['movie_603', 'watched']]);
    expect(plan.alreadyPresent).toBe(1);
    expect(plan.titles).toBe(1);
  });

  it('adds nothing on a second import of the same rows', () => {
    const matches = matchesFor([[first, matched(FIGHT_CLUB)]]);
    const once = planHistory(parsed([first, rewatch]), matches, new Map(), EMPTY, NOW);
    const base: HistoryBase = {
      watchlist: once.change.add,
      log: once.change.viewings,
      ratings: { movie_550: [...once.change.ratings.values()] },
      reviews: { movie_550: once.change.reviews.get('movie_550') ?? [] },
    };
    const twice = planHistory(parsed([first, rewatch]), matches, new Map(), base, NOW);
    expect(twice.titles).toBe(0);
    expect(twice.alreadyPresent).toBe(2);
    expect(twice.change.viewings).toEqual([]);
  });

  it("takes a title's latest rating in the file, so a re-import after an older, different rating adds nothing", () => {
    const older = record('Fight Club', { watchedAt: '2025-01-01T00:00:00.000Z', rating10: 4, sourceKey: 'x1' });
    const newer = record('Fight Club', {
      row: 2,
      watchedAt: '2025-06-01T00:00:00.000Z',
      rating10: 10,
      sourceKey: 'x2',
    });
    // In the file the newer row may come first.
    const rows = [newer, older];
    const matches = matchesFor([[older, matched(FIGHT_CLUB)]]);
    const once = planHistory(parsed(rows), matches, new Map(), EMPTY, NOW);
    expect([...once.change.ratings.values()].map((r) => r.rating)).toEqual([5]);
    const base: HistoryBase = {
      watchlist: once.change.add,
      log: once.change.viewings,
      ratings: { movie_550: [...once.change.ratings.values()] },
      reviews: {},
    };
    const twice = planHistory(parsed(rows), matches, new Map(), base, NOW);
    expect(twice.titles).toBe(0);
    expect(twice.alreadyPresent).toBe(2);
    expect(twice.change.ratings.size).toBe(0);
  });

  it('waits for a pick on ambiguous titles, imports the pick, and skips on request', () => {
    const heat = record('Heat', { year: 1995, watchedAt: '2025-01-02T00:00:00.000Z', sourceKey: 'h' });
    const candidates = [title(949, 'Heat', { year: 1995 }), title(950, 'Heat', { year: 1995 })];
    const matches = matchesFor([[heat, { status: 'ambiguous', candidates }]]);
    const waiting = planHistory(parsed([heat]), matches, new Map(), EMPTY, NOW);
    expect(waiting.review).toEqual([{ key: lookupKeyOf(heat), title: 'Heat', year: 1995, rows: 1, candidates }]);
    expect(waiting.titles).toBe(0);

    const picked = planHistory(parsed([heat]), matches, new Map([[lookupKeyOf(heat), candidates[1]!]]), EMPTY, NOW);
    expect(picked.review).toEqual([]);
    expect(picked.change.add.map((i) => i.id)).toEqual([950]);

    const skipped = planHistory(parsed([heat]), matches, new Map([[lookupKeyOf(heat), null]]), EMPTY, NOW);
    expect(skipped.skipped).toContainEqual({ file: 'diary.csv', row: 1, reason: 'Skipped in review' });
  });

  it('reports rows not found with the reason, per row', () => {
    const lost = record('No Such Film', { watchedUndated: true, row: 4 });
    const plan = planHistory(
      parsed([lost]),
      matchesFor([[lost, { status: 'not_found', reason: 'No title named "No Such Film" (1999)' }]]),
      new Map(),
      EMPTY,
      NOW,
    );
    expect(plan.skipped).toContainEqual({ file: 'diary.csv', row: 4, reason: 'No title named "No Such Film" (1999)' });
  });

  it('makes a title the source says is under way Watching', () => {
    const watching = record('The Matrix', { watchlist: true, inProgress: true, sourceKey: 'w' });
    const plan = planHistory(parsed([watching]), matchesFor([[watching, matched(MATRIX)]]), new Map(), EMPTY, NOW);
    expect(plan.change.add.map((i) => i.status)).toEqual(['watching']);
  });

  it('makes a show Watching from an episode and logs the episode, without rating the show', () => {
    const episode = record('Example Show', {
      media: 'episode',
      ids: { tmdb: 1399 },
      episode: { season: 1, number: 2 },
      watchedAt: '2025-10-05T21:00:00.000Z',
      rating10: 8,
      sourceKey: 'history:2',
    });
    const plan = planHistory(parsed([episode]), matchesFor([[episode, matched(SHOW)]]), new Map(), EMPTY, NOW);
    expect(plan.change.add.map((i) => [i.media_type, i.status])).toEqual([['tv', 'watching']]);
    expect(plan.change.viewings).toEqual([
      expect.objectContaining({ id: 1399, media_type: 'tv', episode: { season: 1, number: 2 } }),
    ]);
    expect(plan.change.viewings[0]).not.toHaveProperty('rating10');
    expect(plan.change.ratings.size).toBe(0);
  });
});
