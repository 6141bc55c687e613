import fc from 'fast-check';
import { C } from '@reelist/contracts';
import type { WatchlistStatus } from '@reelist/contracts';
import { effectiveStatus, packText, toBase64Url } from '@reelist/domain';
import { watchlistItem } from '@reelist/testing';
import { SHARE_LIMITS, SHARE_MESSAGES } from './constants';
import { readSharedList, sharedListFragment, sharedListText, sharedListUrl } from './shared-list';

const status = fc.option(
  fc.constantFrom<WatchlistStatus>('want_to_watch', 'watching', 'watched', 'on_hold', 'dropped'),
  {
    nil: undefined,
  },
);
const itemArb = fc.record({
  id: fc.oneof(fc.integer({ min: 1, max: 2_000_000_000 }), fc.integer({ min: -2_000_000_000, max: -1 })),
  media_type: fc.constantFrom('movie' as const, 'tv' as const),
  status,
  title: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
});
const listArb = fc.uniqueArray(itemArb, { selector: (item) => `${item.media_type}_${item.id}`, maxLength: 60 });

const fragmentOf = (count: number) =>
  sharedListFragment(
    Array.from({ length: count }, (_, i) => watchlistItem({ id: 1000 + i, title: `Film number ${i}` })),
    { filter: 'all' },
  );

describe('shared list links', () => {
  it('any watchlist -> link -> the same list (ids, types, statuses, in order)', async () => {
    await fc.assert(
      fc.asyncProperty(listArb, async (raw) => {
        const items = raw.map((item) => watchlistItem(item));
        const url = sharedListUrl('https://reelist.example', await sharedListFragment(items, { filter: 'all' }));
        const read = await readSharedList(new URL(url).hash);
        expect(read.ok).toBe(true);
        expect(read.list.items.map(({ id, media_type, status: s }) => ({ id, media_type, status: s }))).toEqual(
          items.map((item) => ({ id: item.id, media_type: item.media_type, status: effectiveStatus(item) })),
        );
      }),
      { numRuns: 80 },
    );
  });

  it('carries ratings and reviews only when asked', async () => {
    const items = [watchlistItem({ id: 550 }), watchlistItem({ id: 13, media_type: 'tv', status: 'watched' })];
    const feedback = {
      ratings: { movie_550: [{ user: C.LOCAL_USER, rating: 4, createdAt: '2024-01-01T00:00:00.000Z' }] },
      reviews: {
        tv_13: [
          {
            id: 'r1',
            movieId: 13,
            mediaType: 'tv' as const,
            rating: 5,
            title: 'Great\tshow',
            content: 'Line one\nline "two"',
            author: C.LOCAL_USER,
            createdAt: '2024-01-01T00:00:00.000Z',
            updatedAt: '2024-01-01T00:00:00.000Z',
            helpful: 0,
            reported: false,
          },
        ],
      },
    };
    const without = await readSharedList(await sharedListFragment(items, { filter: 'all' }));
    expect(without.list.items.some((item) => item.rating || item.review)).toBe(false);
    const withFeedback = await readSharedList(await sharedListFragment(items, { filter: 'all', feedback }));
    expect(withFeedback).toMatchObject({
      ok: true,
      list: {
        items: [
          { id: 550, rating: 4 },
          { id: 13, review: { title: 'Great\tshow', content: 'Line one\nline "two"' } },
        ],
      },
    });
  });

  it('keeps a 1,000-item link under 32 KB', async () => {
    const url = sharedListUrl('https://reelist.example', await fragmentOf(1000));
    expect(url.length).toBeLessThan(SHARE_LIMITS.linkChars);
  });

  describe('hostile fragments give the damaged message', () => {
    it.each([
      ['empty', ''],
      ['no version', 'abc'],
      ['wrong version', '2.AAAA'],
      ['not base64url', '1.ab$cd'],
      ['random bytes', `1.${toBase64Url(new Uint8Array([9, 200, 3, 77, 1, 0, 255]))}`],
      ['huge', `1.${'A'.repeat(SHARE_LIMITS.fragmentChars + 1)}`],
    ])('%s', async (_, fragment) => {
      expect(await readSharedList(fragment)).toEqual({
        ok: false,
        message: SHARE_MESSAGES.damaged,
        list: { filter: 'all', items: [] },
      });
    });

    it('an inflate bomb stops at the bound', async () => {
      const bomb = await packText(`{"f":"all","n":1}\n${'x'.repeat(SHARE_LIMITS.inflatedBytes * 2)}`);
      expect(bomb.length).toBeLessThan(SHARE_LIMITS.fragmentChars);
      const read = await readSharedList(`1.${bomb}`);
      expect(read).toMatchObject({ ok: false, message: SHARE_MESSAGES.damaged, list: { items: [] } });
    });

    it('a truncated link shows the items before the cut', async () => {
      const fragment = await fragmentOf(300);
      const read = await readSharedList(fragment.slice(0, Math.floor(fragment.length * 0.6)));
      expect(read.ok).toBe(false);
      expect(read.list.items.length).toBeGreaterThan(0);
      expect(read.list.items.length).toBeLessThan(300);
      read.list.items.forEach((item, i) => expect(item).toMatchObject({ id: 1000 + i, title: `Film number ${i}` }));
    });

    it('lines that are not items are left out and the link called damaged', async () => {
      const text = `${sharedListText([watchlistItem({ id: 5 })], { filter: 'watched' })}\nm12q\tBad status\n<script>`;
      const read = await readSharedList(`1.${await packText(text.replace('"n":1', '"n":3'))}`);
      expect(read).toEqual({
        ok: false,
        message: SHARE_MESSAGES.damaged,
        list: { filter: 'watched', items: [{ id: 5, media_type: 'movie', status: 'want_to_watch', title: 'Title 5' }] },
      });
    });

    it('a link of more titles than are read says how many it holds', async () => {
      const fragment = await fragmentOf(6_000);
      expect(fragment.length).toBeLessThan(SHARE_LIMITS.fragmentChars);
      const read = await readSharedList(fragment);
      expect(read).toMatchObject({ ok: true, cut: { held: 6_000 } });
      expect(read.list.items).toHaveLength(SHARE_LIMITS.items);
      expect(read.list.items.at(-1)).toMatchObject({ id: 1000 + SHARE_LIMITS.items - 1 });
      expect(SHARE_MESSAGES.cut(6_000, SHARE_LIMITS.items)).toBe(
        'This link holds 6,000 titles; the first 5,000 are shown.',
      );
      // At the bound nothing is left out, so nothing is said.
      expect((await readSharedList(await fragmentOf(SHARE_LIMITS.items))).cut).toBeUndefined();
    });

    it('a count that does not match the lines is damaged', async () => {
      const text = sharedListText([watchlistItem({ id: 5 })], { filter: 'all' }).replace('"n":1', '"n":2');
      expect((await readSharedList(`1.${await packText(text)}`)).ok).toBe(false);
    });
  });
});
