import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearApiCache } from '@reelist/api';
import { detailPath } from '@reelist/contracts';
import type { ListItem, UserList } from '@reelist/contracts';
import { loadWatchLog } from '@reelist/storage';
import { renderPage } from '../../testing/render-page';
import { fakeTmdb, movie, show } from '../../testing/fake-tmdb';
import { ListsRoute } from '../lists';
import { SHARE_MESSAGES } from './constants';
import { listLinkFragment } from './list-link';
import { SharedPage } from './shared-page';

const item = (id: number, title: string, extra: Partial<ListItem> = {}): ListItem => ({
  media_type: 'movie',
  id,
  title,
  poster_path: `/p${id}.jpg`,
  year: 1990 + id,
  addedAt: `2026-0${id}-01T00:00:00.000Z`,
  ...extra,
});

const HALLOWEEN: UserList = {
  id: 'halloween',
  name: 'Halloween “night”',
  description: 'Scary nights\nwith friends',
  ranked: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  items: [
    item(3, 'Casablanca', { note: 'Start here' }),
    item(1, 'Alien', { media_type: 'tv', note: 'In\tspace' }),
    item(2, 'Brazil'),
  ],
};

/** The visitor's stored lists as the store itself writes them. */
const storedLists = async (lists: UserList[]) => {
  const { listsSlot } = await loadWatchLog();
  return { reelist_lists: JSON.parse(listsSlot.encode(lists)) as unknown };
};

async function openList(shareWatchlist: boolean) {
  const rendered = renderPage(<ListsRoute />, {
    pathname: '/lists/halloween',
    params: { id: 'halloween' },
    preferences: { shareWatchlist },
    storage: await storedLists([HALLOWEEN]),
  });
  await screen.findByRole('heading', { level: 1, name: HALLOWEEN.name });
  return rendered;
}

/** The list page makes its link: the value of the link's text box. */
async function shareFromListPage(): Promise<string> {
  const { unmount } = await openList(true);
  await userEvent.click(screen.getByRole('button', { name: 'Share link' }));
  const box = await screen.findByRole('textbox', { name: /^Link to your list \(3 items, \d+\.\d KB\)$/ });
  const url = (box as HTMLInputElement).value;
  // The QR code draws after its generator loads: let it, before the page goes.
  expect(await screen.findByRole('img', { name: 'QR code of the link' })).toBeInTheDocument();
  unmount();
  return url;
}

async function openShared(fragment: string, lists: UserList[] = [HALLOWEEN]) {
  clearApiCache();
  fakeTmdb({
    'movie/550': { body: movie(550, 'Fight Club', '1999-10-15') },
    'tv/1396': { body: show(1396, 'Breaking Bad', '2008-01-20') },
  });
  window.history.replaceState(null, '', `/shared#${fragment}`);
  const storage = await storedLists(lists);
  let rendered: ReturnType<typeof renderPage> | undefined;
  // Reading a link is asynchronous: let that settle inside act.
  await act(async () => {
    rendered = renderPage(<SharedPage />, { storage });
  });
  const { listsStore } = await loadWatchLog();
  return { ...rendered!, listsStore };
}

const rows = () => within(screen.getByRole('list', { name: 'Shared titles' })).getAllByRole('listitem');

describe('sharing one of your lists', () => {
  it('the list page’s Share link makes a link the shared page shows as that list', async () => {
    const url = await shareFromListPage();
    expect(url).toMatch(/^http:\/\/localhost\/shared#1\.[A-Za-z0-9_-]+$/);

    await openShared(new URL(url).hash.slice(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Halloween “night”' })).toBeInTheDocument();
    expect(screen.getByText(/^Scary nights\s+with friends$/)).toBeInTheDocument();
    expect(screen.getByText('Ranked')).toBeInTheDocument();
    expect(screen.getByText('3 titles')).toBeInTheDocument();
    expect(rows().map((row) => row.getAttribute('aria-label'))).toEqual(['Casablanca', 'Alien', 'Brazil']);
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1Casablanca.*1993Start here$/),
      expect.stringMatching(/^2Alien.*1991In space$/),
      expect.stringMatching(/^3Brazil.*1992$/),
    ]);
    expect(within(rows()[1]!).getByRole('link', { name: 'Alien' })).toHaveAttribute('href', detailPath('tv', 1));
    expect(within(rows()[0]!).getByRole('link', { name: 'Casablanca' })).toHaveAttribute(
      'href',
      detailPath('movie', 3),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Save as my list makes a new list with the same order and notes, once per press, never over another', async () => {
    const { listsStore } = await openShared(await listLinkFragment(HALLOWEEN, { posters: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save as my list' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved as your list “Halloween “night””. Open list');

    const [copy, original] = listsStore.getSnapshot();
    expect(original).toEqual(HALLOWEEN);
    expect(copy?.id).not.toBe(HALLOWEEN.id);
    expect(screen.getByRole('link', { name: 'Open list' })).toHaveAttribute('href', `/lists/${copy?.id}`);
    expect(copy).toMatchObject({ name: HALLOWEEN.name, description: HALLOWEEN.description, ranked: true });
    expect(copy?.items.map(({ addedAt: _, ...rest }) => rest)).toEqual([
      { media_type: 'movie', id: 3, title: 'Casablanca', poster_path: '/p3.jpg', year: 1993, note: 'Start here' },
      { media_type: 'tv', id: 1, title: 'Alien', poster_path: '/p1.jpg', year: 1991, note: 'In space' },
      { media_type: 'movie', id: 2, title: 'Brazil', poster_path: '/p2.jpg', year: 1992 },
    ]);

    // Nothing saves again by itself; pressing again is asking for a second copy.
    await act(async () => {
      window.dispatchEvent(new HashChangeEvent('hashchange'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(listsStore.getSnapshot()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Save another copy' }));
    await waitFor(() => expect(listsStore.getSnapshot()).toHaveLength(3));
    const lists = listsStore.getSnapshot();
    expect(new Set(lists.map((list) => list.id)).size).toBe(3);
    expect(lists[0]?.items.map((one) => one.title)).toEqual(['Casablanca', 'Alien', 'Brazil']);
  });

  it('a link without posters saves the catalogue’s posters', async () => {
    const shared = {
      ...HALLOWEEN,
      ranked: false,
      items: [
        item(550, 'Fight Club', { year: undefined }),
        item(1396, 'Breaking Bad', { media_type: 'tv', year: undefined }),
      ],
    };
    const { listsStore } = await openShared(await listLinkFragment(shared, { posters: false }), []);
    expect(screen.queryByText('Ranked')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Save as my list' }));
    await screen.findByText(/Saved as your list/);
    expect(listsStore.getSnapshot()[0]?.items.map(({ id, poster_path, year }) => ({ id, poster_path, year }))).toEqual([
      { id: 550, poster_path: '/m550.jpg', year: 1999 },
      { id: 1396, poster_path: '/t1396.jpg', year: 2008 },
    ]);
  });

  it('a cut list link says so and shows the titles it could read', async () => {
    const many = {
      ...HALLOWEEN,
      items: Array.from({ length: 200 }, (_, i) => item(1000 + i, `Film ${i}`, { note: `Note ${i}` })),
    };
    const fragment = await listLinkFragment(many, { posters: true });
    await openShared(fragment.slice(0, Math.floor(fragment.length / 2)));
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_MESSAGES.damaged);
    expect(screen.getByRole('alert')).toHaveTextContent(/Showing the \d+ titles that could be read/);
    expect(screen.getByRole('heading', { level: 1, name: HALLOWEEN.name })).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Note 0');
  });

  it('with sharing off, Share link says so and points to Preferences', async () => {
    await openList(false);
    await userEvent.click(screen.getByRole('button', { name: 'Share link' }));
    expect(screen.getByText(/Sharing is off\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preferences' })).toHaveAttribute('href', '/preferences');
    expect(screen.queryByRole('textbox', { name: /Link to your list/ })).not.toBeInTheDocument();
  });

  it('a link made before the list changed is set aside', async () => {
    await openList(true);
    await userEvent.click(screen.getByRole('button', { name: 'Share link' }));
    await screen.findByRole('textbox', { name: /Link to your list/ });
    await screen.findByRole('img', { name: 'QR code of the link' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Brazil from this list' }));
    expect(screen.queryByRole('textbox', { name: /Link to your list/ })).not.toBeInTheDocument();
  });
});
