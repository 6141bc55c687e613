import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@reelist/contracts';
import { loadWatchLog, watchlistStore } from '@reelist/storage';
import { watchlistItem } from '@reelist/testing';
import { COLLECTION_ROUTES } from '../../testing/collection-fixtures';
import { fakeServices, renderWithProviders, resetDetailTestState } from '../../testing/render-detail';
import { EntityRoute } from '../title';
import { CollectionPage } from './collection-page';

beforeEach(() => {
  resetDetailTestState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const open = (id = '10') => renderWithProviders(<CollectionPage />, { path: `/collection/${id}`, params: { id } });
const heading = () => screen.findByRole('heading', { level: 1, name: 'Voyage Collection' });
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.watchlist) ?? '[]') as Array<{ id: number }>;

describe('CollectionPage', () => {
  it('shows a skeleton, then the collection with its parts in release order, upcoming and undated ones last', async () => {
    fakeServices(COLLECTION_ROUTES);
    open();
    expect(screen.getByRole('status', { name: 'Loading collection' })).toBeInTheDocument();
    await heading();
    expect(document.title).toBe('Voyage Collection · Reelist');
    expect(screen.getByText('Five films about one long voyage.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Voyage Collection poster' })).toHaveAttribute(
      'src',
      'http://img.test/t/p/w500/voyage.jpg',
    );
    const films = screen.getByRole('list', { name: 'Films' });
    const rows = within(films).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'The First Voyage',
      'The Second Voyage',
      'The Third Voyage',
      'The Next Voyage',
      'The Lost Voyage',
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/movie/11');
    expect(rows[0]).toHaveTextContent('1977');
    expect(rows[3]).toHaveTextContent('Upcoming');
    expect(rows[3]).toHaveTextContent('December 18, 2099');
    expect(rows[4]).toHaveTextContent('Release date not announced');
  });

  it('adds up the runtimes it knows and says which films it counts', async () => {
    const fetch = fakeServices(COLLECTION_ROUTES);
    open();
    await heading();
    // 121 + 124 + 132 minutes; the 2099 film has no runtime yet and the undated one's details are missing.
    expect(await screen.findByText('6h 17m for 3 of 5 films')).toBeInTheDocument();
    const asked = fetch.mock.calls.map(([url]) => new URL(url).pathname).filter((p) => p.startsWith('/3/movie/'));
    expect(asked.sort()).toEqual(['/3/movie/11', '/3/movie/12', '/3/movie/13', '/3/movie/14', '/3/movie/15']);
  });

  it("shows the visitor's marks and progress over the films that are out", async () => {
    void watchlistStore.replaceAll([watchlistItem({ id: 11, status: 'want_to_watch' })]);
    await (await loadWatchLog()).watchLogStore.recordViewing(13, 'movie');
    fakeServices(COLLECTION_ROUTES);
    open();
    await heading();
    const rows = within(screen.getByRole('list', { name: 'Films' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Want to Watch');
    expect(await within(rows[2]!).findByText('Watched')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: '1 of 3 watched' });
    expect(bar).toHaveAttribute('value', '1');
    expect(bar).toHaveAttribute('max', '3');
    expect(screen.getByText('1 of 3 watched')).toBeInTheDocument();
  });

  it('adds every film not in the watchlist nor watched, and Undo removes exactly those', async () => {
    void watchlistStore.replaceAll([watchlistItem({ id: 11, status: 'watching' }), watchlistItem({ id: 99 })]);
    await (await loadWatchLog()).watchLogStore.recordViewing(13, 'movie');
    fakeServices(COLLECTION_ROUTES);
    const user = userEvent.setup();
    open();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Add all to watchlist' }));
    expect(screen.getByRole('status')).toHaveTextContent('Added 3 films to your watchlist as Want to Watch.');
    await waitFor(() => expect(stored().map((item) => item.id)).toEqual([11, 99, 12, 14, 15]));
    expect(watchlistStore.getSnapshot().find((item) => item.id === 12)).toMatchObject({
      title: 'The Second Voyage',
      media_type: 'movie',
      status: 'want_to_watch',
    });
    expect(screen.queryByRole('button', { name: 'Add all to watchlist' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('status')).toHaveTextContent('Removed the 3 films just added from your watchlist.');
    await waitFor(() => expect(stored().map((item) => item.id)).toEqual([11, 99]));
    expect(watchlistStore.getSnapshot().find((item) => item.id === 11)?.status).toBe('watching');
    expect(screen.getByRole('button', { name: 'Add all to watchlist' })).toBeInTheDocument();
  });

  it('offers Add to list on each film, named after it, which a checked list then holds', async () => {
    const { listsStore } = await loadWatchLog();
    listsStore.create({ name: 'Sea stories' });
    fakeServices(COLLECTION_ROUTES);
    open();
    await heading();
    const rows = within(screen.getByRole('list', { name: 'Films' })).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('button').getAttribute('aria-label'))).toEqual([
      'Add The First Voyage to a list',
      'Add The Second Voyage to a list',
      'Add The Third Voyage to a list',
      'Add The Next Voyage to a list',
      'Add The Lost Voyage to a list',
    ]);
    const button = within(rows[0]!).getByRole('button', { name: 'Add The First Voyage to a list' });
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Add to list' });
    const sea = within(dialog).getByRole('checkbox', { name: /^Sea stories/ });
    await userEvent.click(sea);
    await waitFor(() => expect(sea).toBeChecked());
    expect(listsStore.getSnapshot()[0]?.items).toEqual([
      expect.objectContaining({
        media_type: 'movie',
        id: 11,
        title: 'The First Voyage',
        poster_path: '/part11.jpg',
        year: 1977,
      }),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it.each(['abc', '0', '404'])("says 'Collection Not Found' for /collection/%s", async (id) => {
    fakeServices(COLLECTION_ROUTES);
    open(id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Collection Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("says 'Failed to Load Details' when the service fails, and Try Again asks again", async () => {
    let fail = true;
    fakeServices({
      ...COLLECTION_ROUTES,
      '/3/collection/10': () =>
        fail ? { status: 500, body: { status_message: 'Server error' } } : COLLECTION_ROUTES['/3/collection/10'],
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to Load Details' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await heading();
    expect(screen.getByRole('list', { name: 'Films' })).toBeInTheDocument();
  });
});

describe('the collection route', () => {
  it("opens through the remote's entity route (its own chunk)", async () => {
    fakeServices(COLLECTION_ROUTES);
    renderWithProviders(<EntityRoute />, { path: '/collection/10', params: { id: '10' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Voyage Collection' })).toBeInTheDocument();
  });
});
