import fc from 'fast-check';
import { C, DEFAULT_PREFERENCES } from '@reelist/contracts';
import type { AnalyticsExport } from '@reelist/contracts';
import { deflateText, packText, toBase64Url } from '@reelist/domain';
import { watchlistItem } from '@reelist/testing';
import {
  MOVE_FRAGMENT,
  MOVE_LIMITS,
  MOVE_MESSAGES,
  moveFileName,
  moveLink,
  packMove,
  readMoveBytes,
  readMoveFragment,
} from './move-data';

const envelope = (overrides: Partial<NonNullable<AnalyticsExport['userData']>> = {}): AnalyticsExport => ({
  exportedAt: '2026-01-01T00:00:00.000Z',
  version: C.EXPORT_VERSION,
  analytics: {
    viewingStats: {} as AnalyticsExport['analytics']['viewingStats'],
    searchStats: {} as AnalyticsExport['analytics']['searchStats'],
    viewHistory: [],
    searchHistory: [],
  },
  userData: {
    watchlist: [watchlistItem({ id: 1 }), watchlistItem({ id: 2, media_type: 'tv', status: 'watched' })],
    reviews: {},
    ratings: { movie_1: [{ user: C.LOCAL_USER, rating: 4, createdAt: '2025-01-01T00:00:00.000Z' }] },
    preferences: { ...DEFAULT_PREFERENCES, shareWatchlist: true },
    theme: { theme: 'dark', autoTheme: false },
    watchLog: [{ id: 2, media_type: 'tv', watchedAt: '2025-02-01T10:00:00.000Z', rewatch: false, source: 'reelist' }],
    ...overrides,
  },
});

describe('transfer files and links', () => {
  it('round-trips the complete data through a file and a link', async () => {
    const bytes = await packMove(envelope());
    const fromFile = await readMoveBytes(bytes);
    expect(fromFile).toMatchObject({
      ok: true,
      data: {
        backup: { watchlist: [{ id: 1 }, { id: 2, status: 'watched' }], theme: { theme: 'dark' } },
        watchLog: [{ id: 2, source: 'reelist' }],
      },
    });
    const link = moveLink('https://reelist.example', bytes);
    if (!('url' in link)) throw new Error('expected a link');
    expect(link.url).toMatch(/^https:\/\/reelist\.example\/preferences#move=[A-Za-z0-9_-]+$/);
    expect(await readMoveFragment(new URL(link.url).hash)).toEqual(fromFile);
  });

  it('round-trips any watchlist ids, types and statuses', async () => {
    const item = fc.record({
      id: fc.integer({ min: 1, max: 2_000_000_000 }),
      media_type: fc.constantFrom('movie' as const, 'tv' as const),
      status: fc.constantFrom('want_to_watch' as const, 'watching' as const, 'watched' as const),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(item, { selector: (i) => `${i.media_type}${i.id}`, maxLength: 40 }),
        async (raw) => {
          const watchlist = raw.map((i) => watchlistItem(i));
          const read = await readMoveBytes(await packMove(envelope({ watchlist })));
          expect(
            read.ok && read.data.backup.watchlist.map(({ id, media_type, status }) => ({ id, media_type, status })),
          ).toEqual(raw);
        },
      ),
      { numRuns: 30 },
    );
  }, 30_000);

  it('offers no link when the data is too long for one', () => {
    const bytes = new Uint8Array(MOVE_LIMITS.linkChars).map((_, i) => (i * 7919) % 256);
    expect(moveLink('https://reelist.example', bytes)).toEqual({ tooLong: expect.any(Number) });
  });

  it('names the file by the local date', () => {
    expect(moveFileName(new Date(2026, 10, 4, 23, 59))).toBe('reelist-move-2026-11-04.reelist');
  });

  describe('hostile input changes nothing and says why', () => {
    it('a truncated file or link', async () => {
      const bytes = await packMove(envelope());
      expect(await readMoveBytes(bytes.subarray(0, bytes.length - 20))).toEqual({
        ok: false,
        message: MOVE_MESSAGES.damaged,
      });
      const fragment = `${MOVE_FRAGMENT}${toBase64Url(bytes)}`;
      expect(await readMoveFragment(fragment.slice(0, -30))).toEqual({ ok: false, message: MOVE_MESSAGES.damaged });
    });

    it('not base64url, empty, or not a transfer link', async () => {
      for (const hash of [
        `${MOVE_FRAGMENT}ab$c`,
        MOVE_FRAGMENT,
        '#other',
        `${MOVE_FRAGMENT}${'A'.repeat(MOVE_LIMITS.linkChars * 2 + 1)}`,
      ]) {
        expect(await readMoveFragment(hash)).toEqual({ ok: false, message: MOVE_MESSAGES.damaged });
      }
    });

    it('a file of another kind', async () => {
      expect(await readMoveBytes(await deflateText('{"watchlist":[]}'))).toEqual({
        ok: false,
        message: MOVE_MESSAGES.notTransfer,
      });
      expect(await readMoveBytes(new TextEncoder().encode('plain text'))).toEqual({
        ok: false,
        message: MOVE_MESSAGES.damaged,
      });
    });

    // Making a bomb past the 64 MB bound means compressing 64 MB: about a second alone, several beside other suites.
    it('an inflate bomb', async () => {
      const bomb = await packText(`reelist-move 1\n${' '.repeat(MOVE_LIMITS.inflatedBytes + 10)}`);
      expect(await readMoveFragment(`${MOVE_FRAGMENT}${bomb}`)).toEqual({ ok: false, message: MOVE_MESSAGES.damaged });
    }, 30_000);

    it('a file over the size limit is not read', async () => {
      expect(await readMoveBytes(new Uint8Array(MOVE_LIMITS.fileBytes + 1))).toEqual({
        ok: false,
        message: MOVE_MESSAGES.tooLarge(16),
      });
    });

    it('a transfer whose data does not validate', async () => {
      const bad = envelope({ watchLog: [{ id: 'x' } as never] });
      expect(await readMoveBytes(await packMove(bad))).toEqual({
        ok: false,
        message: 'Invalid backup file (userData.watchLog.0: not a valid viewing). Nothing was changed.',
      });
    });

    it('a transfer with a list that does not validate', async () => {
      const bad = envelope({ lists: [{ id: 'fav', name: 'Favourites', items: 'all of them' }] } as never);
      expect(await readMoveBytes(await packMove(bad))).toEqual({
        ok: false,
        message: 'Invalid backup file (userData.lists.0: not a valid list). Nothing was changed.',
      });
    });
  });
});
