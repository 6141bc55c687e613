import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '@reelist/contracts';
import { planImport } from '@reelist/domain';
import { useWatchlist, WatchlistProvider } from '@reelist/state';
import { watchItem } from '../testing/render-page';
import { useImport } from './use-import';

jest.mock('@reelist/domain', () => {
  const actual = jest.requireActual('@reelist/domain');
  return { ...actual, planImport: jest.fn(actual.planImport) };
});

const plans = jest.mocked(planImport);
const wrapper = ({ children }: { children: ReactNode }) => <WatchlistProvider>{children}</WatchlistProvider>;
const CSV = 'Title,Type,Status\nOne,Movie,Watched\nTwo,TV Show,Watching\n';
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.watchlist) ?? '[]') as Array<{ title: string }>;

async function preview(onImported = jest.fn()) {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.watchlist, JSON.stringify([watchItem({ id: 1, title: 'Kept' })]));
  const hook = renderHook(() => ({ importer: useImport(onImported), list: useWatchlist() }), { wrapper });
  act(() => hook.result.current.importer.choose(new File([CSV], 'list.csv')));
  await waitFor(() => expect(hook.result.current.importer.state.phase).toBe('preview'));
  return { ...hook, onImported };
}

beforeEach(() => plans.mockClear());

describe('useImport', () => {
  it('commits the previewed plan without planning it again when the list did not change', async () => {
    const { result, onImported } = await preview();
    expect(plans).toHaveBeenCalledTimes(1);
    act(() => result.current.importer.confirm());
    expect(plans).toHaveBeenCalledTimes(1);
    expect(result.current.importer.state).toEqual({ phase: 'idle' });
    expect(result.current.list.items.map((i) => i.title)).toEqual(['Kept', 'One', 'Two']);
    await waitFor(() => expect(stored().map((i) => i.title)).toEqual(['Kept', 'One', 'Two']));
    expect(onImported).toHaveBeenCalledWith(
      [expect.objectContaining({ title: 'Kept' })],
      'Successfully imported 2 items!',
    );
  });

  it('plans again against the list as it is now when it changed while the preview was open', async () => {
    const { result, onImported } = await preview();
    const state = result.current.importer.state;
    if (state.phase !== 'preview') throw new Error('no preview');
    act(() => result.current.list.add(state.plan.added[0]!));
    act(() => result.current.importer.confirm());
    expect(plans).toHaveBeenCalledTimes(2);
    expect(result.current.list.items.map((i) => i.title)).toEqual(['Kept', 'One', 'Two']);
    expect(onImported).toHaveBeenCalledWith(
      [expect.objectContaining({ title: 'Kept' }), expect.objectContaining({ title: 'One' })],
      'Successfully imported 1 items!',
    );
  });

  it('imports a preview once, however often confirm is called', async () => {
    const { result, onImported } = await preview();
    const { confirm } = result.current.importer;
    act(() => {
      confirm();
      confirm();
    });
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(result.current.list.items).toHaveLength(3);
  });
});
