import type { WatchlistItem } from '@reelist/contracts';
import { DEFAULT_PREFERENCES } from '@reelist/contracts';
import { freshStorageEachTest, watchlistItem } from '@reelist/testing';
import { parseBackup, restoreBackup } from './backup';
import { mergeWatchlists } from './merge-watchlists';
import { parseWatchlistItem } from './watchlist-item';
import { watchlistStore } from './watchlist-store';
import {
  isCleanTags,
  normaliseTag,
  normaliseTags,
  unionTags,
  WATCHLIST_TAG_MAX,
  WATCHLIST_TAGS_MAX,
} from './watchlist-tags';

const parsed = (raw: unknown, now?: Date): WatchlistItem => {
  const result = parseWatchlistItem(raw, now ? { now } : undefined);
  if (!result.ok) throw new Error(result.reason);
  return result.item;
};

describe('normaliseTag(s)', () => {
  it('trims, collapses inner spaces and cuts a long tag without splitting an emoji', () => {
    expect(normaliseTag('  with \t\n kids ')).toBe('with kids');
    expect(normaliseTag('x'.repeat(50))).toBe('x'.repeat(WATCHLIST_TAG_MAX));
    const emojiAtCut = `${'a'.repeat(WATCHLIST_TAG_MAX - 1)}😀`;
    expect(normaliseTag(emojiAtCut)).toBe('a'.repeat(WATCHLIST_TAG_MAX - 1));
  });

  it('splits text on commas and semicolons, drops blanks and repeats ignoring case (first spelling kept)', () => {
    expect(normaliseTags('Cinema; with kids, cinema ,, ;')).toEqual(['Cinema', 'with kids']);
    expect(normaliseTags(['Cinema', 'CINEMA', ' ', 'a,b', 7, null, 'date night'])).toEqual([
      'Cinema',
      'a',
      'b',
      'date night',
    ]);
  });

  it('keeps at most the cap per item and gives [] for anything not text', () => {
    const many = Array.from({ length: 30 }, (_, i) => `t${i}`);
    expect(normaliseTags(many)).toEqual(many.slice(0, WATCHLIST_TAGS_MAX));
    expect(normaliseTags(42)).toEqual([]);
    expect(normaliseTags({ tags: 'a' })).toEqual([]);
    expect(normaliseTags(undefined)).toEqual([]);
  });

  it('knows a clean list from one the cleaning would change', () => {
    expect(isCleanTags(['cinema', 'with kids'])).toBe(true);
    expect(isCleanTags([])).toBe(false);
    expect(isCleanTags(['a', 'A'])).toBe(false);
    expect(isCleanTags([' a'])).toBe(false);
    expect(isCleanTags('a')).toBe(false);
  });

  it('unites two lists, ignoring case, and returns the first list itself when nothing is new', () => {
    const first = ['cinema'];
    expect(unionTags(first, ['Cinema'])).toBe(first);
    expect(unionTags(first, ['with kids', 'CINEMA'])).toEqual(['cinema', 'with kids']);
    expect(unionTags(undefined, ['a'])).toEqual(['a']);
  });
});

describe('tags in the watchlist item schema', () => {
  it('keeps clean stored tags as they are', () => {
    const stored = watchlistItem({ id: 1, tags: ['cinema', 'with kids'] });
    expect(parsed(stored).tags).toEqual(['cinema', 'with kids']);
  });

  it('cleans bad stored tags and keeps the item (and its other fields)', () => {
    const item = parsed({ id: 1, title: 'Alien', tags: ['  cinema ', 'Cinema', 3, '', 'with   kids'], custom: 1 });
    expect(item).toMatchObject({ id: 1, title: 'Alien', tags: ['cinema', 'with kids'], custom: 1 });
    expect(parsed({ id: 2, title: 'B', tags: 'not, a list' }).tags).toEqual(['not', 'a list']);
    for (const bad of [42, { a: 1 }, [], [' ', null], true]) {
      const result = parsed({ id: 3, title: 'C', tags: bad });
      expect(result.title).toBe('C');
      expect(result).not.toHaveProperty('tags');
    }
  });

  it('loads old data without tags unchanged', () => {
    const old = watchlistItem({ id: 1, title: 'Old' });
    expect(parsed(old)).toEqual(old);
    expect(parsed(old)).not.toHaveProperty('tags');
  });

  it('reads tags from a file entry, cleaned', () => {
    const now = new Date('2026-01-01T00:00:00.000Z');
    expect(parsed({ id: 1, title: 'A', tags: ['x', 'X', ' y '] }, now).tags).toEqual(['x', 'y']);
    expect(parsed({ id: 1, title: 'A', tags: 'x; y' }, now).tags).toEqual(['x', 'y']);
  });
});

describe('tags in the cross-tab merge', () => {
  const T1 = '2024-01-01T00:00:00.000Z';
  const T2 = '2024-01-02T00:00:00.000Z';
  it('keeps the tags of the newer version of an item, whichever side it is on', () => {
    const old = watchlistItem({ id: 1, addedAt: T1, tags: ['cinema'] });
    const retagged = watchlistItem({ id: 1, addedAt: T1, updatedAt: T2, tags: ['with kids'] });
    expect(mergeWatchlists([old], [retagged])[0]?.tags).toEqual(['with kids']);
    expect(mergeWatchlists([retagged], [old])[0]?.tags).toEqual(['with kids']);
    const untagged = watchlistItem({ id: 1, addedAt: T1, updatedAt: T2 });
    expect(mergeWatchlists([old], [untagged])[0]).not.toHaveProperty('tags');
  });
});

describe('tags in the complete backup', () => {
  freshStorageEachTest();
  it('travel with the watchlist through a backup and its restore, cleaned', () => {
    const tagged = watchlistItem({ id: 5, tags: ['cinema', ' with  kids'] });
    const result = parseBackup({
      exportedAt: '2024-06-15T12:00:00.000Z',
      version: '1.0',
      analytics: { viewingStats: {}, searchStats: {}, viewHistory: [], searchHistory: [] },
      userData: {
        watchlist: [tagged],
        reviews: {},
        ratings: {},
        preferences: DEFAULT_PREFERENCES,
        theme: { theme: 'dark', autoTheme: false },
      },
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.backup.watchlist[0]?.tags).toEqual(['cinema', 'with kids']);
    expect(restoreBackup(result.backup)).toEqual({ ok: true });
    expect(watchlistStore.getSnapshot()[0]?.tags).toEqual(['cinema', 'with kids']);
  });
});
