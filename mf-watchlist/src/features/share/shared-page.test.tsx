import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@reelist/contracts';
import { clearApiCache } from '@reelist/api';
import { watchlistStore } from '@reelist/storage';
import { configureStorage, fullStorage, watchlistItem } from '@reelist/testing';
import { renderPage } from '../../testing/render-page';
import { fakeTmdb, movie, show } from '../../testing/fake-tmdb';
import { SHARE_MESSAGES } from './constants';
import { sharedListFragment } from './shared-list';
import { SharedPage } from './shared-page';

const SHARED = [
  watchlistItem({ id: 550, title: 'Fight Club', status: 'watched' }),
  watchlistItem({ id: 1396, title: 'Breaking Bad', media_type: 'tv', status: 'watching' }),
  watchlistItem({ id: 603, title: 'The Matrix' }),
];

const stored = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.watchlist) ?? '[]') as Array<{
    id: number;
    title: string;
    status?: string;
    poster_path: string | null;
  }>;

async function open(fragment: string, mine = [watchlistItem({ id: 603, title: 'The Matrix', status: 'watched' })]) {
  clearApiCache();
  fakeTmdb({
    'movie/550': { body: movie(550, 'Fight Club', '1999-10-15') },
    'tv/1396': { body: show(1396, 'Breaking Bad', '2008-01-20') },
    'movie/603': { body: movie(603, 'The Matrix', '1999-03-31') },
  });
  window.history.replaceState(null, '', `/shared#${fragment}`);
  const before = JSON.stringify(mine);
  // Reading a link is asynchronous even when it fails at once: let that settle inside act.
  await act(async () => {
    renderPage(<SharedPage />, { items: mine });
  });
  return { before };
}

describe('SharedPage', () => {
  it('shows the shared list read-only, with counts, and changes nothing on opening', async () => {
    const { before } = await open(await sharedListFragment(SHARED, { filter: 'all' }));
    const list = await screen.findByRole('list', { name: 'Shared titles' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Fight Club', 'Breaking Bad', 'The Matrix']);
    expect(screen.getByText('3 titles')).toBeInTheDocument();
    expect(screen.getByText('1 already in your watchlist')).toBeInTheDocument();
    expect(within(list).getByText('In your watchlist: Watched')).toBeInTheDocument();
    expect(await within(list).findAllByText('1999')).toHaveLength(2);
    expect(JSON.stringify(stored())).toBe(before);
  });

  it('adds all new titles with their details, keeps an existing status, and undoes', async () => {
    const { before } = await open(await sharedListFragment(SHARED, { filter: 'all' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add all to my watchlist' }));
    await screen.findByText('Added 2 titles to your watchlist.');
    await waitFor(() =>
      expect(stored().map(({ id, status }) => ({ id, status }))).toEqual([
        { id: 603, status: 'watched' },
        { id: 550, status: 'watched' },
        { id: 1396, status: 'watching' },
      ]),
    );
    expect(stored()[1]?.poster_path).toBe('/m550.jpg');
    expect(screen.getByRole('button', { name: 'All of these are in your watchlist' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(stored()).toEqual(JSON.parse(before)));
  });

  it('with storage full, Add all says nothing of success and leaves storage as it was', async () => {
    const { before } = await open(await sharedListFragment(SHARED, { filter: 'all' }));
    const addAll = await screen.findByRole('button', { name: 'Add all to my watchlist' });
    configureStorage({ local: fullStorage((key) => localStorage.getItem(key)) });
    try {
      await userEvent.click(addAll);
      // Added for this session: the page shows them as in the watchlist.
      await screen.findByRole('button', { name: 'All of these are in your watchlist' });
      await act(async () => {
        watchlistStore.flush();
        await Promise.resolve();
      });
    } finally {
      configureStorage({});
    }
    expect(screen.queryByText(/Added \d+ titles? to your watchlist/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(JSON.stringify(stored())).toBe(before);
  });

  it('says when a link holds more titles than are shown', async () => {
    const many = Array.from({ length: 6_000 }, (_, i) => watchlistItem({ id: 100_000 + i, title: `Film ${i}` }));
    // The made-up ids are not in the catalogue: the api logs each 404, which is not what this test checks.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await open(await sharedListFragment(many, { filter: 'all' }));
    expect(await screen.findByRole('note')).toHaveTextContent(
      'This link holds 6,000 titles; the first 5,000 are shown.',
    );
    expect(screen.getByText('5,000 titles')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    logged.mockRestore();
  });

  it('says nothing of a cut when the whole list is shown', async () => {
    await open(await sharedListFragment(SHARED, { filter: 'all' }));
    await screen.findByRole('list', { name: 'Shared titles' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('adds one title, and takes the shared status of one the receiver has only when asked', async () => {
    await open(await sharedListFragment(SHARED, { filter: 'all' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Breaking Bad' }));
    await waitFor(() => expect(stored().map((item) => item.id)).toEqual([603, 1396]));
    await userEvent.click(screen.getByRole('button', { name: 'Mark Want to Watch' }));
    await screen.findByText('The Matrix is now Want to Watch in your watchlist.');
    await waitFor(() => expect(stored()[0]?.status).toBe('want_to_watch'));
  });

  it('says a damaged link is damaged, shows what could be read, and changes nothing', async () => {
    const fragment = await sharedListFragment(
      Array.from({ length: 200 }, (_, i) => watchlistItem({ id: 10_000 + i, title: `Shared film ${i}` })),
      { filter: 'all' },
    );
    // The made-up ids are not in the catalogue: the api logs each 404 (calls are logged), which is not this test's.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { before } = await open(fragment.slice(0, Math.floor(fragment.length / 2)));
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_MESSAGES.damaged);
    expect(screen.getByRole('alert')).toHaveTextContent(/Showing the \d+ titles that could be read/);
    expect(screen.getByRole('list', { name: 'Shared titles' })).toBeInTheDocument();
    expect(JSON.stringify(stored())).toBe(before);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    logged.mockRestore();
  });

  it.each([
    ['garbage', '1.%%%'],
    ['wrong version', '9.abc'],
    ['nothing', ''],
  ])('a %s fragment gives the message and no titles', async (_, fragment) => {
    const { before } = await open(fragment);
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_MESSAGES.damaged);
    expect(screen.getByRole('heading', { name: 'No titles to show' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my watchlist' })).toHaveAttribute('href', '/watchlist');
    expect(JSON.stringify(stored())).toBe(before);
  });
});
