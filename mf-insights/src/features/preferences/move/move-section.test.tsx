import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { C, DEFAULT_PREFERENCES } from '@reelist/contracts';
import type { ListItem, UserList } from '@reelist/contracts';
import { loadWatchLog } from '@reelist/storage';
import { resetStorageMemory, watchlistItem } from '@reelist/testing';
import { downloadBlob, readFileBytes } from '@reelist/ui';
import { fakeNavigation, renderPage } from '../../../testing/render-page';
import { PreferencesPage } from '../preferences-page';
import { MOVE_MESSAGES, packMove } from './move-data';

jest.mock('@reelist/ui', () => ({ ...jest.requireActual('@reelist/ui'), downloadBlob: jest.fn() }));
const download = jest.mocked(downloadBlob);

const NOW = new Date('2026-03-04T05:06:07.000Z');
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

/** The old device: three titles, a viewing, a rating, dark theme, sharing on. */
function seedOldDevice() {
  localStorage.setItem(
    'reelist_watchlist',
    JSON.stringify([
      watchlistItem({ id: 1, title: 'Alien', status: 'watched' }),
      watchlistItem({ id: 2, title: 'Brazil', media_type: 'tv', status: 'watching' }),
      watchlistItem({ id: 3, title: 'Casablanca' }),
    ]),
  );
  localStorage.setItem(
    'reelist_watch_log',
    JSON.stringify({ v: 1, e: [[1, 'm', '2025-02-01T20:00:00.000Z', 8, 0, 'reelist']] }),
  );
  localStorage.setItem(
    'reelist_ratings',
    JSON.stringify({ movie_1: [{ user: C.LOCAL_USER, rating: 4, createdAt: '2025-02-01T21:00:00.000Z' }] }),
  );
  localStorage.setItem('reelist_user_preferences', JSON.stringify({ ...DEFAULT_PREFERENCES, shareWatchlist: true }));
  localStorage.setItem('reelist_theme', 'dark');
}

/** "Download transfer file" on the old device: the file it saves. */
async function transferFile(): Promise<File> {
  seedOldDevice();
  const page = renderPage(<PreferencesPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Download transfer file' }));
  await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
  const [blob, name] = download.mock.calls[0]!;
  page.unmount();
  return new File([await readFileBytes(blob)], name);
}

/** The new device: an item of its own (Casablanca, watched there), default settings. */
function newDevice() {
  localStorage.clear();
  resetStorageMemory();
  localStorage.setItem(
    'reelist_watchlist',
    JSON.stringify([watchlistItem({ id: 3, title: 'Casablanca', status: 'watched', updatedAt: NOW.toISOString() })]),
  );
}

beforeEach(() => {
  localStorage.clear();
  resetStorageMemory();
  download.mockReset();
  window.history.replaceState(null, '', '/preferences');
});

describe('Move to another device', () => {
  it('moves everything through a file: preview first, then merged by id, with Undo', async () => {
    const file = await transferFile();
    expect(file.name).toMatch(/^reelist-move-\d{4}-\d{2}-\d{2}\.reelist$/);
    newDevice();
    renderPage(<PreferencesPage />);
    await userEvent.upload(await screen.findByLabelText('Open transfer file'), file);

    const preview = await screen.findByRole('region', { name: 'Transfer preview' });
    expect(within(preview).getByText(`Ready to move in ${file.name}`)).toBeInTheDocument();
    expect(within(preview).getByText('2 new watchlist items')).toBeInTheDocument();
    expect(within(preview).getByText('1 item already here')).toBeInTheDocument();
    expect(within(preview).getByText('1 new viewing in the watch log')).toBeInTheDocument();
    expect(within(preview).getByText('1 rating')).toBeInTheDocument();
    // Nothing changed yet.
    expect(stored('reelist_watchlist').map((item: { id: number }) => item.id)).toEqual([3]);
    expect(localStorage.getItem('reelist_watch_log')).toBeNull();

    await userEvent.click(within(preview).getByRole('button', { name: 'Move data in' }));
    expect(
      await screen.findByText(/Moved in: 2 new watchlist items, 1 viewing, 1 rating and 0 reviews/),
    ).toBeInTheDocument();
    expect(stored('reelist_watchlist').map((item: { id: number; status: string }) => [item.id, item.status])).toEqual([
      [3, 'watched'],
      [1, 'watched'],
      [2, 'watching'],
    ]);
    expect(stored('reelist_watch_log').e).toHaveLength(1);
    expect(stored('reelist_ratings').movie_1[0].rating).toBe(4);
    expect(stored('reelist_user_preferences').shareWatchlist).toBe(true);
    expect(localStorage.getItem('reelist_theme')).toBe('dark');
    // The form shows the settings that came with the move.
    await waitFor(() => expect(screen.getByLabelText('Theme')).toHaveValue('dark'));

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('The move was undone: your data is as it was before.')).toBeInTheDocument();
    expect(stored('reelist_watchlist').map((item: { id: number }) => item.id)).toEqual([3]);
    // The undo goes through the watch log's store: no log before, an empty one after.
    expect(JSON.parse(localStorage.getItem('reelist_watch_log') ?? '{"e":[]}').e).toEqual([]);
    expect(stored('reelist_user_preferences').shareWatchlist).toBe(false);
  });

  it('moves the people followed there in, keeps those followed here, and Undo takes them out', async () => {
    const person = (id: number, name: string) => ({
      id,
      name,
      profile_path: null,
      followedAt: '2026-01-01T00:00:00.000Z',
      known: { 'movie:9': '1998-06-12' },
    });
    localStorage.setItem('reelist_followed_people', JSON.stringify([person(31, 'Ada Vance'), person(32, 'Bo Lind')]));
    const file = await transferFile();
    newDevice();
    const mine = { ...person(32, 'Bo Lind'), known: {} };
    localStorage.setItem('reelist_followed_people', JSON.stringify([mine]));
    renderPage(<PreferencesPage />);
    await userEvent.upload(await screen.findByLabelText('Open transfer file'), file);
    const preview = await screen.findByRole('region', { name: 'Transfer preview' });
    expect(within(preview).getByText('1 new person followed')).toBeInTheDocument();

    await userEvent.click(within(preview).getByRole('button', { name: 'Move data in' }));
    expect(await screen.findByText(/Now following 1 more person\./)).toBeInTheDocument();
    expect(stored('reelist_followed_people')).toEqual([mine, person(31, 'Ada Vance')]);

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText('The move was undone: your data is as it was before.');
    expect(stored('reelist_followed_people')).toEqual([mine]);
  });

  it('adds the lists made there and a shared list’s missing titles, says so, and Undo puts them back', async () => {
    const title = (id: number, name: string): ListItem => ({
      media_type: 'movie',
      id,
      title: name,
      poster_path: null,
      addedAt: '2026-02-01T10:00:00.000Z',
    });
    const list = (id: string, name: string, items: ListItem[], ranked = false): UserList => ({
      id,
      name,
      description: '',
      ranked,
      createdAt: '2026-02-01T10:00:00.000Z',
      updatedAt: '2026-02-01T10:00:00.000Z',
      items,
    });
    // Stored as the lists store stores them.
    const keepLists = async (lists: UserList[]) =>
      localStorage.setItem('reelist_lists', (await loadWatchLog()).listsSlot.encode(lists));
    const storedLists = async () => (await loadWatchLog()).listsSlot.read();
    const [matrix, heat, knight] = [title(603, 'The Matrix'), title(9, 'Heat'), title(155, 'The Dark Knight')];
    const sam = list('sam', 'Watch with Sam', [title(1, 'Alien')]);
    const christmas = list('xmas', 'Christmas', []);
    await keepLists([list('fav', 'Favourites', [matrix, heat, knight]), sam, christmas]);
    const file = await transferFile();
    newDevice();
    // Renamed and ranked here: the name and ranking stay.
    const mine = list('fav', 'My top films', [heat], true);
    await keepLists([mine]);
    renderPage(<PreferencesPage />);
    await userEvent.upload(await screen.findByLabelText('Open transfer file'), file);
    const preview = await screen.findByRole('region', { name: 'Transfer preview' });
    expect(within(preview).getByText('2 new lists')).toBeInTheDocument();
    expect(within(preview).getByText('2 new titles in lists you have')).toBeInTheDocument();

    await userEvent.click(within(preview).getByRole('button', { name: 'Move data in' }));
    expect(await screen.findByText(/ Added 2 lists\. Added 2 titles to your lists\.$/)).toBeInTheDocument();
    expect(await storedLists()).toEqual([{ ...mine, items: [heat, matrix, knight] }, sam, christmas]);

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText('The move was undone: your data is as it was before.');
    expect(await storedLists()).toEqual([mine]);
  });

  it('opens a transfer link: the data in the address, previewed, the settings kept when unticked', async () => {
    seedOldDevice();
    const first = renderPage(<PreferencesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Make transfer link' }));
    const link = (await screen.findByRole('textbox', { name: /Transfer link/ })) as HTMLInputElement;
    expect(link.value).toMatch(/^http:\/\/localhost\/preferences#move=[A-Za-z0-9_-]+$/);
    expect(await screen.findByRole('img', { name: 'QR code of the link' })).toBeInTheDocument();
    first.unmount();

    newDevice();
    window.history.replaceState(null, '', new URL(link.value).pathname + new URL(link.value).hash);
    const navigation = fakeNavigation('/preferences');
    renderPage(<PreferencesPage />, navigation);
    const preview = await screen.findByRole('region', { name: 'Transfer preview' });
    expect(within(preview).getByText('Ready to move in the transfer link')).toBeInTheDocument();
    // The data leaves the address at once.
    expect(navigation.navigate).toHaveBeenCalledWith('/preferences', { replace: true });
    await userEvent.click(within(preview).getByRole('checkbox', { name: /preferences and theme/ }));
    await userEvent.click(within(preview).getByRole('button', { name: 'Move data in' }));
    await screen.findByText(/Moved in: 2 new watchlist items/);
    expect(stored('reelist_watchlist')).toHaveLength(3);
    expect(stored('reelist_user_preferences')).toBeNull();
  });

  it('moves in a file with a 400,000-character review and a 100,000-character title, both cut, and says so', async () => {
    const review = {
      id: 'r1',
      movieId: 7,
      mediaType: 'movie' as const,
      rating: 4,
      content: 'x'.repeat(400_000),
      author: C.LOCAL_USER,
      createdAt: '2025-02-01T21:00:00.000Z',
      updatedAt: '2025-02-01T21:00:00.000Z',
      helpful: 0,
      reported: false,
    };
    const bytes = await packMove({
      exportedAt: NOW.toISOString(),
      version: C.EXPORT_VERSION,
      analytics: { viewingStats: {}, searchStats: {}, viewHistory: [], searchHistory: [] } as never,
      userData: {
        watchlist: [watchlistItem({ id: 7, title: 't'.repeat(100_000) })],
        reviews: { movie_7: [review] },
        ratings: {},
        preferences: DEFAULT_PREFERENCES,
        theme: { theme: 'light', autoTheme: false },
      },
    });
    newDevice();
    renderPage(<PreferencesPage />);
    await userEvent.upload(await screen.findByLabelText('Open transfer file'), new File([bytes], 'long.reelist'));

    const preview = await screen.findByRole('region', { name: 'Transfer preview' });
    expect(within(preview).getByRole('note')).toHaveTextContent(
      '1 review longer than 10,000 characters is cut to 10,000. 1 title longer than 500 characters is cut to 500.',
    );
    await userEvent.click(within(preview).getByRole('button', { name: 'Move data in' }));
    await screen.findByText(/Moved in: 1 new watchlist item/);
    expect(stored('reelist_reviews').movie_7[0].content).toHaveLength(10_000);
    expect(stored('reelist_watchlist').find((item: { id: number }) => item.id === 7).title).toHaveLength(500);
  });

  it.each([
    ['a damaged file', new File([new Uint8Array([1, 2, 3, 4])], 'x.reelist'), MOVE_MESSAGES.damaged],
    ['a file of another kind', new File(['{"watchlist":[]}'], 'w.reelist'), MOVE_MESSAGES.damaged],
  ])('refuses %s and changes nothing', async (_, file, message) => {
    newDevice();
    const before = localStorage.getItem('reelist_watchlist');
    renderPage(<PreferencesPage />);
    await userEvent.upload(await screen.findByLabelText('Open transfer file'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(localStorage.getItem('reelist_watchlist')).toBe(before);
  });
});
