import fc from 'fast-check';
import type { WatchlistItem } from '@reelist/contracts';
import { mediaTypeFrom, parseWatchlistItem, statusFrom } from './watchlist-item';
import type { ImportContext } from './watchlist-item';

const NOW = new Date('2026-01-02T03:04:05.000Z');
const FILE: ImportContext = { now: NOW };

const parsed = (raw: unknown, context?: ImportContext): WatchlistItem => {
  const result = parseWatchlistItem(raw, context);
  if (!result.ok) throw new Error(result.reason);
  return result.item;
};
const reason = (raw: unknown, context?: ImportContext) => {
  const result = parseWatchlistItem(raw, context);
  return result.ok ? undefined : result.reason;
};
const fileStatus = (status: unknown) => parsed({ id: 1, title: 't', status }, FILE).status;

describe('parseWatchlistItem on stored values', () => {
  it('fills the defaults and keeps extra fields, a missing status and legacy statuses', () => {
    expect(parsed({ id: 1, title: 'No status', custom: { a: 1 } })).toEqual({
      id: 1,
      title: 'No status',
      poster_path: null,
      release_date: '',
      vote_average: 0,
      media_type: 'movie',
      overview: '',
      addedAt: '',
      custom: { a: 1 },
    });
    expect(parsed({ id: 2, title: 'Held', status: 'on_hold' }).status).toBe('on_hold');
    expect(parsed({ id: 3, title: 'Dropped', status: 'dropped' }).status).toBe('dropped');
  });

  it('reads a TV item named `name` with a first_air_date', () => {
    const item = parsed({ id: 2, name: 'A show', first_air_date: '2019-05-01', media_type: 'tv' });
    expect(item).toMatchObject({ title: 'A show', release_date: '2019-05-01', media_type: 'tv', name: 'A show' });
  });

  it('keeps an empty title, as stored by an older version', () => {
    expect(parsed({ id: 4, title: '' }).title).toBe('');
  });

  it('refuses what identifies nothing, and an unknown status', () => {
    expect(reason({ id: 'x', title: 't' })).toBe('missing or invalid id');
    expect(reason({ id: 4 })).toBe('missing title');
    expect(reason({ id: 5, title: 't', media_type: 'person' })).toBe('unknown media type');
    expect(reason({ id: 6, title: 't', status: 'bogus' })).toBe('unknown status');
  });
});

describe('parseWatchlistItem on file entries', () => {
  it('reads the first export form', () => {
    expect(
      parsed(
        {
          id: 1,
          title: 'One',
          mediaType: 'movie',
          status: 'watched',
          rating: 7.5,
          releaseDate: '2020-01-01',
          addedDate: '2024-01-01T00:00:00.000Z',
          updatedDate: '2024-02-01T00:00:00.000Z',
          overview: 'o',
          posterPath: '/p.jpg',
          genreIds: [18],
        },
        FILE,
      ),
    ).toEqual({
      id: 1,
      title: 'One',
      media_type: 'movie',
      status: 'watched',
      vote_average: 7.5,
      release_date: '2020-01-01',
      addedAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-02-01T00:00:00.000Z',
      overview: 'o',
      poster_path: '/p.jpg',
      genre_ids: [18],
    });
  });

  it('reads the second form and the alternative shape, keeping only known fields', () => {
    expect(
      parsed({ id: '7', title: 'Seven', mediaType: 'TV Show', genres: [{ id: 1 }, 2, 'x'], userNotes: 'n' }, FILE),
    ).toEqual({
      id: 7,
      title: 'Seven',
      media_type: 'tv',
      poster_path: null,
      release_date: '',
      vote_average: 0,
      overview: '',
      addedAt: NOW.toISOString(),
      status: 'want_to_watch',
      genre_ids: [1, 2],
    });
    expect(
      parsed({ id: 1, name: 'Show', media_type: 'tv', watchlist_status: 'dropped', added_to_watchlist: 'x' }, FILE),
    ).toMatchObject({ title: 'Show', status: 'dropped', addedAt: NOW.toISOString() });
  });

  it('reads numbers written as text and falls back to 0 for others', () => {
    expect(parsed({ id: 1, title: 't', rating: ' 8.5 ' }, FILE).vote_average).toBe(8.5);
    expect(parsed({ id: 1, title: 't', rating: 'abc' }, FILE).vote_average).toBe(0);
  });

  it('reads statuses by key or label, any case', () => {
    expect(fileStatus('Currently Watching')).toBe('watching');
    expect(fileStatus(' on hold ')).toBe('on_hold');
    expect(fileStatus('later')).toBe('want_to_watch');
    expect(fileStatus(3)).toBe('want_to_watch');
  });

  it.each<[unknown, string]>([
    ['text', 'not an object'],
    [[1], 'not an object'],
    [null, 'not an object'],
    [{ title: 't' }, 'missing or invalid id'],
    [{ id: 1.5, title: 't' }, 'missing or invalid id'],
    [{ id: 'abc', title: 't' }, 'missing or invalid id'],
    [{ id: 1 }, 'missing title'],
    [{ id: 1, title: '   ' }, 'missing title'],
    [{ id: 1, title: '   ', mediaType: 'person' }, 'missing title'],
    [{ id: 1, title: 't', mediaType: 'person' }, 'unknown media type'],
    [{ id: 1, title: 't', mediaType: 3 }, 'unknown media type'],
  ])('refuses %j: %s', (raw, expected) => {
    expect(reason(raw, FILE)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example/a.png',
    '" onerror="x',
    'https://evil.example/a.jpg',
    '/a.jpg?x=1',
    '/../a.jpg',
  ])("drops the image path %j: only the service's /name.ext shape is kept", (path) => {
    for (const context of [FILE, undefined]) {
      const item = parsed({ id: 1, title: 't', posterPath: path, backdrop_path: path }, context);
      expect(item.poster_path).toBeNull();
      expect(item.backdrop_path).toBeUndefined();
    }
    expect(parsed({ id: 1, title: 't', posterPath: '/kqjL17yufvn9OVLyXYpvtyrFfak.jpg' }, FILE).poster_path).toBe(
      '/kqjL17yufvn9OVLyXYpvtyrFfak.jpg',
    );
  });

  it('never reads prototype keys', () => {
    const item = parsed(JSON.parse('{"id":1,"title":"t","__proto__":{"polluted":true}}'), FILE);
    expect(item).not.toHaveProperty('polluted');
    const stored = parsed(JSON.parse('{"id":1,"title":"t","__proto__":{"x":1}}'));
    expect(stored).not.toHaveProperty('x');
    expect(Object.hasOwn(stored, '__proto__')).toBe(false);
  });
});

describe('the label rules', () => {
  it('reads media types by key or label, any case', () => {
    expect(['movie', 'Movie', 'tv', ' TV Show ', 'tv show'].map(mediaTypeFrom)).toEqual([
      'movie',
      'movie',
      'tv',
      'tv',
      'tv',
    ]);
    expect(mediaTypeFrom('Documentary')).toBeUndefined();
    expect(statusFrom('Want to Watch')).toBe('want_to_watch');
  });
});

describe('hostile values never throw', () => {
  const isItem = (item: WatchlistItem) =>
    Number.isSafeInteger(item.id) &&
    typeof item.title === 'string' &&
    (item.media_type === 'movie' || item.media_type === 'tv') &&
    Number.isFinite(item.vote_average) &&
    typeof item.release_date === 'string' &&
    typeof item.overview === 'string' &&
    typeof item.addedAt === 'string';
  const entry = fc.oneof(
    fc.jsonValue(),
    fc.anything(),
    fc.record(
      {
        id: fc.oneof(fc.integer(), fc.string(), fc.double()),
        title: fc.oneof(fc.string(), fc.jsonValue()),
        mediaType: fc.oneof(fc.constantFrom('movie', 'tv', 'TV Show', 'person'), fc.jsonValue()),
        status: fc.jsonValue(),
        rating: fc.jsonValue(),
        genres: fc.jsonValue(),
        addedDate: fc.jsonValue(),
      },
      { requiredKeys: [] },
    ),
  );

  it.each([
    ['a stored value', undefined],
    ['a file entry', FILE],
  ])('any value as %s parses to a valid item or gives a reason', (_name, context) => {
    fc.assert(
      fc.property(entry, (raw) => {
        const result = parseWatchlistItem(raw, context);
        if (result.ok) expect(isItem(result.item)).toBe(true);
        else expect(result.reason).toEqual(expect.any(String));
      }),
    );
  });
});

describe('parseWatchlistItem: an item as Reelist writes it', () => {
  // Values the full parse keeps as they are, and near misses it changes or refuses.
  const value = {
    id: fc.oneof(fc.integer({ min: 1, max: 9_999_999 }), fc.constant('12'), fc.constant(1.5)),
    title: fc.oneof(fc.string(), fc.constant(null)),
    media_type: fc.constantFrom('movie', 'tv', 'TV Show', 'Movie', 'show', undefined),
    poster_path: fc.constantFrom(null, '/a1.jpg', '/b-2.png', 'javascript:x', '//x/a.png', undefined),
    backdrop_path: fc.constantFrom(undefined, '/c.jpg', null, 'x.jpg'),
    release_date: fc.constantFrom('2020-01-01', '', 7, undefined),
    vote_average: fc.oneof(fc.double({ noNaN: true, min: 0, max: 10 }), fc.constant('7.5'), fc.constant(Number.NaN)),
    overview: fc.constantFrom('', 'A film.', null),
    addedAt: fc.constantFrom('', '2024-01-01T00:00:00.000Z', 'yesterday', undefined),
    updatedAt: fc.constantFrom(undefined, '2024-02-01T00:00:00.000Z', 'later'),
    status: fc.constantFrom(undefined, 'want_to_watch', 'watching', 'watched', 'Watched', ' watching', 'done'),
    genre_ids: fc.constantFrom(undefined, [28, 12], [], [28, 'x'], [{ id: 18 }]),
  };
  // Items as written: every required field present with a kept value, the optional ones kept or absent.
  const asWritten = fc.record(
    {
      id: fc.integer({ min: 1, max: 9_999_999 }),
      title: fc.string(),
      media_type: fc.constantFrom('movie', 'tv'),
      poster_path: fc.constantFrom(null, '/a1.jpg'),
      backdrop_path: fc.constantFrom('/c.jpg'),
      release_date: fc.constantFrom('2020-01-01', ''),
      vote_average: fc.double({ noNaN: true, min: 0, max: 10 }),
      overview: fc.string(),
      addedAt: fc.constantFrom('', '2024-01-01T00:00:00.000Z'),
      updatedAt: fc.constantFrom('2024-02-01T00:00:00.000Z'),
      status: fc.constantFrom('want_to_watch', 'watching', 'watched'),
      genre_ids: fc.constantFrom([28, 12]),
    },
    {
      requiredKeys: ['id', 'title', 'media_type', 'poster_path', 'release_date', 'vote_average', 'overview', 'addedAt'],
    },
  );
  const entry = fc.oneof(fc.record(value, { requiredKeys: [] }), asWritten);
  const withoutUndefined = (item: object) => JSON.parse(JSON.stringify(item));

  it('reads an item as written as it is', () => {
    fc.assert(
      fc.property(asWritten, (raw) => {
        expect(parsed(raw)).toEqual(raw);
      }),
    );
  });

  it('reads every entry exactly as the full parse does', () => {
    fc.assert(
      fc.property(entry, (raw) => {
        // An extra field the full parse keeps as it is sends the same entry down the full parse.
        const full = parseWatchlistItem({ ...raw, note: 'x' });
        const fast = parseWatchlistItem(raw);
        expect(fast.ok).toBe(full.ok);
        if (fast.ok && full.ok) {
          const { note, ...rest } = full.item as WatchlistItem & { note?: string };
          expect(note).toBe('x');
          expect(withoutUndefined(fast.item)).toEqual(withoutUndefined(rest));
        } else if (!fast.ok && !full.ok) expect(fast.reason).toBe(full.reason);
      }),
      { numRuns: 2_000 },
    );
  });

  it('gives a copy, never the stored object, and never reads a __proto__ key', () => {
    const stored = {
      id: 5,
      title: 'Five',
      media_type: 'movie',
      poster_path: null,
      release_date: '2020-01-01',
      vote_average: 7,
      overview: '',
      addedAt: '2024-01-01T00:00:00.000Z',
      status: 'watched',
    };
    const item = parsed(stored);
    expect(item).toEqual(stored);
    expect(item).not.toBe(stored);
    const hostile = parsed(
      JSON.parse(
        '{"id":6,"title":"Six","media_type":"tv","poster_path":null,"release_date":"","vote_average":0,"overview":"","addedAt":"","__proto__":{"admin":true}}',
      ),
    );
    expect(Object.hasOwn(hostile, '__proto__')).toBe(false);
    expect((hostile as unknown as { admin?: boolean }).admin).toBeUndefined();
  });
});
