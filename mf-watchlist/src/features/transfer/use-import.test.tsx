import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '@reelist/contracts';
import { useWatchlist, WatchlistProvider } from '@reelist/state';
import { watchlistStore } from '@reelist/storage';
import { configureStorage, fullStorage, resetStorageMemory, watchlistItem } from '@reelist/testing';
import type { Undo } from '../../lib/undo-banner';
import { fakeTmdb } from '../../testing/fake-tmdb';
import { useImport } from './use-import';

const wrapper = ({ children }: { children: ReactNode }) => <WatchlistProvider>{children}</WatchlistProvider>;
const CSV = 'Title,Type,Status\nOne,Movie,Watched\nTwo,TV Show,Watching\n';
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.watchlist) ?? '[]') as Array<{ title: string }>;

/** What the page is told after each import: the message, and an undo it offers. */
function told() {
  const messages: string[] = [];
  const undos: Array<() => void> = [];
  const onImported = (done: Undo) => {
    messages.push(done.message);
    undos.push(done.undo);
  };
  return { messages, undos, onImported };
}

async function preview() {
  const { messages, undos, onImported } = told();
  localStorage.clear();
  resetStorageMemory();
  localStorage.setItem(STORAGE_KEYS.watchlist, JSON.stringify([watchlistItem({ id: 1, title: 'Kept' })]));
  fakeTmdb(); // the catalogue knows neither title: both keep generated ids
  const hook = renderHook(() => ({ importer: useImport(onImported), list: useWatchlist() }), { wrapper });
  act(() => hook.result.current.importer.choose(new File([CSV], 'list.csv')));
  await waitFor(() => expect(hook.result.current.importer.state.phase).toBe('preview'));
  return { ...hook, messages, undos };
}

describe('useImport', () => {
  it('commits the previewed plan when the list did not change', async () => {
    const { result, messages } = await preview();
    act(() => result.current.importer.confirm());
    expect(result.current.importer.state).toEqual({ phase: 'idle' });
    expect(result.current.list.items.map((i) => i.title)).toEqual(['Kept', 'One', 'Two']);
    await waitFor(() => expect(stored().map((i) => i.title)).toEqual(['Kept', 'One', 'Two']));
    expect(messages).toEqual(['Successfully imported 2 items!']);
  });

  it('says nothing of success when storage refuses the list', async () => {
    const { result, messages } = await preview();
    configureStorage({ local: fullStorage((key) => localStorage.getItem(key)) });
    try {
      act(() => result.current.importer.confirm());
      // Stores what waits now (unless the frame after the click already did), and lets its result be heard.
      await act(async () => {
        watchlistStore.flush();
        await Promise.resolve();
      });
    } finally {
      configureStorage({});
    }
    // The list stays for this session (the watchlist's own warning says so), but no "Successfully imported".
    expect(result.current.list.items.map((i) => i.title)).toEqual(['Kept', 'One', 'Two']);
    expect(messages).toEqual([]);
    expect(stored().map((i) => i.title)).toEqual(['Kept']);
  });

  it('offers an undo that puts back the list as it was before the import', async () => {
    const { result, undos } = await preview();
    act(() => result.current.importer.confirm());
    await waitFor(() => expect(undos).toHaveLength(1));
    act(() => undos[0]?.());
    expect(result.current.list.items.map((i) => i.title)).toEqual(['Kept']);
  });

  it('plans again against the list as it is now when it changed while the preview was open', async () => {
    const { result, messages } = await preview();
    const state = result.current.importer.state;
    if (state.phase !== 'preview') throw new Error('no preview');
    act(() => result.current.list.add(state.plan.added[0]!));
    act(() => result.current.importer.confirm());
    expect(result.current.list.items.map((i) => i.title)).toEqual(['Kept', 'One', 'Two']);
    await waitFor(() => expect(stored().map((i) => i.title)).toEqual(['Kept', 'One', 'Two']));
    await waitFor(() => expect(messages).toEqual(['Successfully imported 1 item!']));
  });

  it('imports a preview once, however often confirm is called', async () => {
    const { result, messages } = await preview();
    const { confirm } = result.current.importer;
    act(() => {
      confirm();
      confirm();
    });
    expect(result.current.list.items).toHaveLength(3);
    await waitFor(() => expect(stored()).toHaveLength(3));
    await waitFor(() => expect(messages).toEqual(['Successfully imported 2 items!']));
  });
});
