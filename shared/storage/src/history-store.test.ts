import { C } from '@reelist/contracts';
import type { BusEvents, SearchHistoryEntry, ViewHistoryEntry } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { freshStorageEachTest, fullStorage } from '@reelist/testing';
import { searchHistoryStore, viewHistoryStore } from './history-store';
import { configureStorage } from './backend';

const appendViewHistory = viewHistoryStore.append;
const appendSearchHistory = searchHistoryStore.append;
const readViewHistory = viewHistoryStore.getSnapshot;
const readSearchHistory = searchHistoryStore.getSnapshot;

const view = (id: number): ViewHistoryEntry => ({
  id,
  title: `T${id}`,
  mediaType: 'movie',
  posterPath: null,
  genres: [18],
  rating: 7,
  viewedAt: '2024-01-01T00:00:00.000Z',
  sessionId: 's',
});
const search = (query: string): SearchHistoryEntry => ({
  query,
  resultsCount: 3,
  searchedAt: '2024-01-01T00:00:00.000Z',
  sessionId: 's',
});

freshStorageEachTest();

describe('view history', () => {
  it('appends oldest first', () => {
    appendViewHistory(view(1));
    appendViewHistory(view(2));
    expect(readViewHistory().map((e) => e.id)).toEqual([1, 2]);
  });

  it('keeps the newest C.VIEW_HISTORY_CAP entries', () => {
    localStorage.setItem(
      'reelist_view_history',
      JSON.stringify(Array.from({ length: C.VIEW_HISTORY_CAP }, (_, i) => view(i))),
    );
    expect(appendViewHistory(view(5000))).toEqual({ ok: true });
    const entries = readViewHistory();
    expect(entries).toHaveLength(C.VIEW_HISTORY_CAP);
    expect(entries[0]?.id).toBe(1);
    expect(entries.at(-1)?.id).toBe(5000);
  });

  it('drops invalid entries and fills optional fields', () => {
    localStorage.setItem(
      'reelist_view_history',
      JSON.stringify([{ id: 1, title: 'A', viewedAt: 'x' }, { title: 'no id' }]),
    );
    expect(readViewHistory()).toEqual([
      { id: 1, title: 'A', viewedAt: 'x', mediaType: 'movie', posterPath: null, genres: [], rating: 0, sessionId: '' },
    ]);
  });
});

describe('search history', () => {
  it('keeps the newest C.SEARCH_HISTORY_CAP entries', () => {
    for (let i = 0; i < C.SEARCH_HISTORY_CAP + 2; i += 1) appendSearchHistory(search(`q${i}`));
    const entries = readSearchHistory();
    expect(entries).toHaveLength(C.SEARCH_HISTORY_CAP);
    expect(entries[0]?.query).toBe('q2');
  });
});

describe('across tabs and failures', () => {
  it("keeps another tab's appends when appending", () => {
    appendViewHistory(view(1));
    localStorage.setItem('reelist_view_history', JSON.stringify([view(1), view(2)]));
    appendViewHistory(view(3));
    expect(readViewHistory().map((e) => e.id)).toEqual([1, 2, 3]);
  });

  it("shows another tab's append when it arrives", () => {
    expect(readSearchHistory()).toEqual([]);
    const value = JSON.stringify([search('dune')]);
    localStorage.setItem('reelist_search_history', value);
    window.dispatchEvent(new StorageEvent('storage', { key: 'reelist_search_history', newValue: value }));
    expect(readSearchHistory().map((e) => e.query)).toEqual(['dune']);
  });

  it('returns a full storage as a quota failure, announces it for the toast and keeps the entry in memory', () => {
    const failed: Array<BusEvents['storage:write-failed']> = [];
    const subscription = bus.on('storage:write-failed').subscribe((event) => failed.push(event));
    configureStorage({ local: fullStorage() });
    expect(appendViewHistory(view(1))).toEqual({ ok: false, reason: 'quota' });
    subscription.unsubscribe();
    expect(failed).toEqual([{ key: 'reelist_view_history', label: 'viewing history', reason: 'quota', kept: true }]);
    expect(readViewHistory().map((e) => e.id)).toEqual([1]);
  });

  it('returns why an append could not be stored', () => {
    configureStorage({ local: null });
    expect(appendSearchHistory(search('a'))).toEqual({ ok: false, reason: 'unavailable' });
  });
});
