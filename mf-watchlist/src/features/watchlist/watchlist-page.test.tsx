import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@reelist/contracts';
import { watchlistStore } from '@reelist/storage';
import { configureStorage, watchlistItem as watchItem } from '@reelist/testing';
import { renderPage } from '../../testing/render-page';
import { WatchlistPage } from './watchlist-page';

const ITEMS = [
  watchItem({ id: 1, title: 'Alien', status: 'watched', vote_average: 8.5, addedAt: '2024-01-01T00:00:00.000Z' }),
  watchItem({ id: 2, title: 'Brazil', status: 'watching', vote_average: 7.9, addedAt: '2024-03-01T00:00:00.000Z' }),
  watchItem({ id: 3, title: 'Casablanca', vote_average: 9, addedAt: '2024-02-01T00:00:00.000Z', status: undefined }),
  watchItem({ id: 4, title: 'Dune', media_type: 'tv', status: 'on_hold', release_date: '2021-10-22' }),
];

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => card.getAttribute('aria-label') ?? card.textContent);
const stored = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.watchlist) ?? '[]') as Array<{ id: number; status?: string }>;

describe('WatchlistPage', () => {
  it('shows the heading, the subtitle and the empty state with Browse Content', () => {
    renderPage(<WatchlistPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Lists' })).toHaveAttribute('href', '/lists');
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/calendar');
    expect(screen.getByText('Keep track of movies and TV shows you want to watch')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your watchlist is empty' })).toBeInTheDocument();
    expect(
      screen.getByText('Start adding movies and TV shows to keep track of what you want to watch'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Content' })).toHaveAttribute('href', '/search');
    expect(screen.queryByRole('combobox', { name: 'Sort watchlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Clear All/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Import file/ })).toBeInTheDocument();
  });

  it('counts each status on its tile and filters by it; legacy items show under All', async () => {
    const { router } = renderPage(<WatchlistPage />, { items: ITEMS });
    const tiles = within(screen.getByRole('group', { name: 'Filter by status' }));
    expect(tiles.getByRole('button', { name: 'All 4' })).toHaveAttribute('aria-pressed', 'true');
    expect(tiles.getByRole('button', { name: 'Want to Watch 1' })).toBeInTheDocument();
    expect(tiles.getByRole('button', { name: 'Watching 1' })).toBeInTheDocument();
    expect(tiles.getByRole('button', { name: 'Watched 1' })).toBeInTheDocument();
    expect(screen.getByText('On Hold')).toBeInTheDocument();

    await userEvent.click(tiles.getByRole('button', { name: 'Watched 1' }));
    expect(router.search()).toBe('filter=watched');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Clear All/ })).not.toBeInTheDocument();
  });

  it('shows the status empty state under a filter with no items', () => {
    renderPage(<WatchlistPage />, { items: [ITEMS[0]!], search: 'filter=watching' });
    expect(screen.getByRole('heading', { name: 'No Watching items' })).toBeInTheDocument();
    expect(screen.getByText("You don't have any items marked as Watching")).toBeInTheDocument();
  });

  it('sorts by date added by default and by each option, kept in the URL', async () => {
    const { router } = renderPage(<WatchlistPage />, { items: ITEMS, search: 'view=list' });
    const sort = screen.getByRole('combobox', { name: 'Sort watchlist' });
    expect(Array.from((sort as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'Sort by Date Added',
      'Sort by Title',
      'Sort by Rating',
      'Sort by Release Date',
    ]);
    expect(cardTitles()).toEqual(['Brazil', 'Casablanca', 'Alien', 'Dune']);
    await userEvent.selectOptions(sort, 'rating');
    expect(cardTitles()).toEqual(['Casablanca', 'Alien', 'Brazil', 'Dune']);
    await userEvent.selectOptions(sort, 'title');
    expect(cardTitles()).toEqual(['Alien', 'Brazil', 'Casablanca', 'Dune']);
    expect(router.search()).toBe('view=list&sort=title');
  });

  it('toggles grid and list, starting from the preferred default view', async () => {
    const { router } = renderPage(<WatchlistPage />, { items: ITEMS, preferences: { defaultView: 'list' } });
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Status of Alien' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(router.search()).toBe('view=grid');
    expect(screen.getByRole('button', { name: 'Watched: Alien' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a status tapped on a card as pressed before the watchlist (tiles, filters, list) changes', async () => {
    renderPage(<WatchlistPage />, { items: ITEMS });
    const frames: FrameRequestCallback[] = [];
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Watching: Casablanca' }));
      expect(screen.getByRole('button', { name: 'Watching: Casablanca' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: 'Want to Watch: Casablanca' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      // The page has not changed yet: its tile still counts one title being watched.
      expect(screen.getByRole('button', { name: 'Watching 1' })).toBeInTheDocument();
      act(() => frames.forEach((frame) => frame(0)));
    } finally {
      requestFrame.mockRestore();
    }
    await waitFor(() => expect(stored().find((i) => i.id === 3)?.status).toBe('watching'));
    expect(screen.getByRole('button', { name: 'Watching 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Watching: Casablanca' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('changes a status from the card menu and removes from it', async () => {
    renderPage(<WatchlistPage />, { items: ITEMS });
    await userEvent.click(screen.getByRole('button', { name: 'Watching: Casablanca' }));
    await waitFor(() => expect(stored().find((i) => i.id === 3)?.status).toBe('watching'));
    expect(screen.getByRole('button', { name: 'Watching 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Brazil' }));
    await waitFor(() => expect(stored().map((i) => i.id)).toEqual([1, 3, 4]));
  });

  it('shows status, Added date, dropdown and remove in the list view', async () => {
    renderPage(<WatchlistPage />, { items: ITEMS, search: 'view=list' });
    const row = screen.getByRole('article', { name: 'Alien' });
    expect(within(row).getByText('Added: January 1, 2024')).toBeInTheDocument();
    expect(within(row).getByText('Watched', { selector: 'span' })).toBeInTheDocument();
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: 'Status of Alien' }), 'want_to_watch');
    await waitFor(() => expect(stored().find((i) => i.id === 1)?.status).toBe('want_to_watch'));
    const dune = screen.getByRole('combobox', { name: 'Status of Dune' });
    expect(dune).toHaveValue('on_hold');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Dune' }));
    expect(screen.queryByRole('article', { name: 'Dune' })).not.toBeInTheDocument();
  });

  it('clears everything after the confirm and undoes it', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPage(<WatchlistPage />, { items: ITEMS });
    await userEvent.click(screen.getByRole('button', { name: /Clear All/ }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to clear your entire watchlist?');
    expect(stored()).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: /Clear All/ }));
    await waitFor(() => expect(stored()).toHaveLength(0));
    expect(await screen.findByText('Your watchlist was cleared.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(stored()).toHaveLength(4));
    expect(screen.getByRole('button', { name: 'All 4' })).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('does not say the list was cleared when storage cannot store it', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage(<WatchlistPage />, { items: ITEMS });
    configureStorage({ local: null });
    try {
      await userEvent.click(screen.getByRole('button', { name: /Clear All/ }));
      // Stores what waits now (unless the frame after the click already did), and lets its result be heard.
      await act(async () => {
        watchlistStore.flush();
        await Promise.resolve();
      });
    } finally {
      configureStorage({});
      confirm.mockRestore();
    }
    expect(screen.queryByText('Your watchlist was cleared.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(stored()).toHaveLength(4);
  });

  it('opens the export/share panel only under All', async () => {
    renderPage(<WatchlistPage />, { items: ITEMS });
    const toggle = screen.getByRole('button', { name: /Export \/ Share/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('region', { name: 'Export, share and import' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Export format' })).toHaveValue('json');
  });

  it('keeps the DOM bounded with 10,000 items', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => watchItem({ id: i + 1 }));
    act(() => {
      renderPage(<WatchlistPage />, { items: many });
    });
    expect(screen.getByRole('button', { name: 'All 10000' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article').length;
    expect(cards).toBeGreaterThan(0);
    expect(cards).toBeLessThan(200);
  });
});
