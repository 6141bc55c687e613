import fc from 'fast-check';
import type { ListItem, UserList } from '@reelist/contracts';
import { packText } from '@reelist/domain';
import { watchlistItem } from '@reelist/testing';
import { SHARE_LIMITS, SHARE_MESSAGES } from './constants';
import { listLinkFragment, listLinkText, makeListLink, readSharedLink } from './list-link';
import { readSharedList, sharedListFragment } from './shared-list';

const item = (id: number, title: string, extra: Partial<ListItem> = {}): ListItem => ({
  media_type: 'movie',
  id,
  title,
  poster_path: `/p${id}.jpg`,
  year: 1990 + (id % 30),
  addedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

const list = (extra: Partial<UserList> = {}): UserList => ({
  id: 'best',
  name: 'Best of “2025” & <friends>',
  description: 'Line one\nline "two"\tand a tab',
  ranked: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  items: [
    item(3, 'Casablanca', { note: 'Watch first' }),
    item(1, 'Alien', { media_type: 'tv', year: undefined, poster_path: null }),
    item(2, 'Brazil', { note: 'Tabs\tand\nnew lines, “quotes” and émoji 🎬' }),
  ],
  ...extra,
});

const readList = async (fragment: string) => {
  const link = await readSharedLink(fragment);
  if (link.kind !== 'list') throw new Error(`read as a ${link.kind} link`);
  return link.read;
};

/** A catalogue-like poster path: 27 random letters and digits (seeded, so every run makes the same ones). */
let seed = 7;
const poster = () => {
  const letters = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  const next = () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return letters[seed % 62];
  };
  return `/${Array.from({ length: 27 }, next).join('')}.jpg`;
};

/** A watchlist link as the app made them before lists could be shared: built from its text, not the encoder. */
const oldWatchlistLink = async (lines: string[]) => `1.${await packText(lines.join('\n'))}`;

describe('list links', () => {
  it('carry a list: name, description, ranking, titles in order with year, poster and note', async () => {
    const read = await readList(await listLinkFragment(list(), { posters: true }));
    expect(read).toEqual({
      ok: true,
      list: {
        name: 'Best of “2025” & <friends>',
        description: 'Line one\nline "two"\tand a tab',
        ranked: true,
        items: [
          { id: 3, media_type: 'movie', title: 'Casablanca', year: 1993, poster_path: '/p3.jpg', note: 'Watch first' },
          { id: 1, media_type: 'tv', title: 'Alien' },
          {
            id: 2,
            media_type: 'movie',
            title: 'Brazil',
            year: 1992,
            poster_path: '/p2.jpg',
            // Tabs and line breaks separate fields and lines: the note keeps its words.
            note: 'Tabs and new lines, “quotes” and émoji 🎬',
          },
        ],
      },
    });
  });

  it('are one compact line per title, and leave posters out when asked', () => {
    const text = listLinkText(list({ ranked: false }), { posters: false });
    expect(text.split('\n')).toEqual([
      '{"l":"Best of “2025” & <friends>","d":"Line one\\nline \\"two\\"\\tand a tab","r":0,"n":3}',
      'm3\tCasablanca\t1993\t\tWatch first',
      't1\tAlien',
      'm2\tBrazil\t1992\t\tTabs and new lines, “quotes” and émoji 🎬',
    ]);
  });

  it('any list -> link -> the same titles, in order, with their notes', async () => {
    const entry = fc.record({
      id: fc.integer({ min: 1, max: 2_000_000_000 }),
      media_type: fc.constantFrom('movie' as const, 'tv' as const),
      title: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }).filter((t) => t.trim() !== ''),
      note: fc.option(fc.string({ unit: 'grapheme', maxLength: 80 }), { nil: undefined }),
      year: fc.option(fc.integer({ min: 1880, max: 2100 }), { nil: undefined }),
      ranked: fc.boolean(),
    });
    const entries = fc.uniqueArray(entry, { selector: (e) => `${e.media_type}_${e.id}`, maxLength: 40 });
    const words = (text: string) => text.replace(/[\t\r\n]+/g, ' ').trim();
    await fc.assert(
      fc.asyncProperty(entries, fc.boolean(), async (raw, ranked) => {
        const shared = list({ ranked, items: raw.map(({ ranked: _, ...e }) => item(e.id, e.title, e)) });
        const read = await readList(await listLinkFragment(shared, { posters: true }));
        expect(read.ok).toBe(true);
        expect(read.list.ranked).toBe(ranked);
        expect(
          read.list.items.map(({ id, media_type, title, note, year }) => ({ id, media_type, title, note, year })),
        ).toEqual(
          raw.map((e) => ({
            id: e.id,
            media_type: e.media_type,
            title: words(e.title),
            note: e.note && words(e.note) ? words(e.note) : undefined,
            year: e.year,
          })),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('a cut link says it is damaged and gives the titles before the cut, in order', async () => {
    const items = Array.from({ length: 300 }, (_, i) => item(1000 + i, `Film number ${i}`, { note: `Note ${i}` }));
    const fragment = await listLinkFragment(list({ items }), { posters: true });
    const read = await readList(fragment.slice(0, Math.floor(fragment.length * 0.6)));
    expect(read).toMatchObject({ ok: false, message: SHARE_MESSAGES.damaged, list: { name: list().name } });
    expect(read.list.items.length).toBeGreaterThan(0);
    expect(read.list.items.length).toBeLessThan(300);
    read.list.items.forEach((entry, i) =>
      expect(entry).toEqual({
        id: 1000 + i,
        media_type: 'movie',
        title: `Film number ${i}`,
        year: 1990 + ((1000 + i) % 30),
        poster_path: `/p${1000 + i}.jpg`,
        note: `Note ${i}`,
      }),
    );
  });

  it('lines that are not titles, and hostile posters, are left out and the link called damaged', async () => {
    const text = [
      '{"l":"Mine","d":"","r":0,"n":4}',
      'm5\tKept',
      'm6\tBad poster\t2001\thttps://evil.example/x.jpg',
      'm0\tNo such id',
      '<script>',
    ].join('\n');
    expect(await readList(`1.${await packText(text)}`)).toEqual({
      ok: false,
      message: SHARE_MESSAGES.damaged,
      list: { name: 'Mine', description: '', ranked: false, items: [{ id: 5, media_type: 'movie', title: 'Kept' }] },
    });
  });

  it('makes a link with posters when it fits, and without them when only that fits', async () => {
    const small = await makeListLink(list(), 'https://reelist.example');
    expect('url' in small && (await readList(new URL(small.url).hash)).list.items[0]?.poster_path).toBe('/p3.jpg');

    // Posters are random text, as the catalogue's are: 1,500 of them do not fit, the titles alone do.
    const items = Array.from({ length: 1_500 }, (_, i) => item(5000 + i, `Film ${i}`, { poster_path: poster() }));
    expect((await sharedListUrlLength(list({ items }), true)) > SHARE_LIMITS.linkChars).toBe(true);
    const large = await makeListLink(list({ items }), 'https://reelist.example');
    if (!('url' in large)) throw new Error(large.error);
    expect(large.url.length).toBeLessThanOrEqual(SHARE_LIMITS.linkChars);
    const read = await readList(new URL(large.url).hash);
    expect(read.ok).toBe(true);
    expect(read.list.items).toHaveLength(1_500);
    expect(read.list.items[0]).toEqual({ id: 5000, media_type: 'movie', title: 'Film 0', year: 2010 });
  });

  it('says a list is too long when even its titles do not fit', async () => {
    const items = Array.from({ length: 3_000 }, (_, i) =>
      item(10_000 + i, `${(i * 7919).toString(36)} ${(i * 104_729).toString(36)}`, { note: `${i * 31}` }),
    );
    const made = await makeListLink(list({ items }), 'https://reelist.example');
    expect(made).toEqual({ error: expect.stringMatching(/^This list makes a link of \d+ KB/) });
  });
});

async function sharedListUrlLength(shape: UserList, posters: boolean): Promise<number> {
  return `https://reelist.example/shared#${await listLinkFragment(shape, { posters })}`.length;
}

describe('watchlist links still read as before', () => {
  it('a link made before lists could be shared reads the same both ways', async () => {
    const fragment = await oldWatchlistLink([
      '{"f":"watching","n":2}',
      'm550g\tFight Club',
      't1396d\tBreaking Bad\t5\t["","Best show"]',
    ]);
    const expected = {
      ok: true,
      list: {
        filter: 'watching',
        items: [
          { id: 550, media_type: 'movie', status: 'watching', title: 'Fight Club' },
          {
            id: 1396,
            media_type: 'tv',
            status: 'watched',
            title: 'Breaking Bad',
            rating: 5,
            review: { content: 'Best show' },
          },
        ],
      },
    };
    expect(await readSharedList(fragment)).toEqual(expected);
    expect(await readSharedLink(`#${fragment}`)).toEqual({ kind: 'watchlist', read: expected });
  });

  it('a cut watchlist link and hostile fragments read as before', async () => {
    const items = Array.from({ length: 200 }, (_, i) => watchlistItem({ id: 10_000 + i, title: `Shared film ${i}` }));
    const fragment = await sharedListFragment(items, { filter: 'all' });
    for (const cut of [
      fragment.slice(0, Math.floor(fragment.length / 2)),
      '',
      '1.%%%',
      '9.abc',
      `1.${'A'.repeat(10)}`,
    ]) {
      expect(await readSharedLink(cut)).toEqual({ kind: 'watchlist', read: await readSharedList(cut) });
    }
    // A list link is not a watchlist: the watchlist reader calls it damaged, as the app before lists did.
    expect(await readSharedList(await listLinkFragment(list(), { posters: true }))).toMatchObject({ ok: false });
  });
});
