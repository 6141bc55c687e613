import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@reelist/contracts';
import { watchlistItem as watchItem } from '@reelist/testing';
import { renderPage } from '../../testing/render-page';
import { WatchlistPage } from './watchlist-page';

// Issue 36: on touch screens a card's actions sit behind one menu button (the hover buttons are for devices that
// hover; CSS picks one), and Remove, on any card or row, asks nothing but offers Undo.

const ITEMS = [
  watchItem({ id: 1, title: 'Alien', status: 'watched', addedAt: '2024-01-01T00:00:00.000Z' }),
  watchItem({
    id: 2,
    title: 'Brazil',
    status: 'watching',
    addedAt: '2024-03-01T00:00:00.000Z',
    updatedAt: '2024-04-01T00:00:00.000Z',
  }),
  watchItem({ id: 3, title: 'Casablanca', status: 'want_to_watch', addedAt: '2024-02-01T00:00:00.000Z' }),
];

const stored = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.watchlist) ?? '[]') as Array<{ id: number; status?: string }>;

describe('a card’s actions menu', () => {
  it('is one button per card that opens a menu of the three statuses and Remove, rendered only when open', async () => {
    renderPage(<WatchlistPage />, { items: ITEMS });
    const grid = screen.getByRole('region', { name: 'Watchlist items' });
    expect(within(grid).getAllByRole('button', { name: /^Actions for / })).toHaveLength(3);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    const trigger = screen.getByRole('button', { name: 'Actions for Alien' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Actions for Alien' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Want to Watch', 'Watching', 'Watched']);
    expect(within(menu).getByRole('menuitemradio', { name: 'Watched' })).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Remove' })).toBeInTheDocument();
    expect(screen.getAllByRole('menu')).toHaveLength(1);
  });

  it('moves with the arrow keys, closes on Escape (focus back on its button) and on a click outside', async () => {
    renderPage(<WatchlistPage />, { items: ITEMS });
    const trigger = screen.getByRole('button', { name: 'Actions for Brazil' });
    await userEvent.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Actions for Brazil' });
    expect(within(menu).getByRole('menuitemradio', { name: 'Want to Watch' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitemradio', { name: 'Watching' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(within(menu).getByRole('menuitem', { name: 'Remove' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitemradio', { name: 'Want to Watch' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'Remove' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('heading', { level: 1, name: 'My Watchlist' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('sets a status from the menu and closes', async () => {
    renderPage(<WatchlistPage />, { items: ITEMS });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Casablanca' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Watched' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(stored().find((i) => i.id === 3)?.status).toBe('watched'));
  });
});

describe('Remove offers Undo', () => {
  it('from the card menu: says what it removed, and Undo brings the item back as it was, where it was', async () => {
    renderPage(<WatchlistPage />, { items: ITEMS });
    const before = stored();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Brazil' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove' }));
    await waitFor(() => expect(stored().map((i) => i.id)).toEqual([1, 3]));
    expect(screen.getByRole('status')).toHaveTextContent('Removed Brazil from your watchlist.');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(stored()).toEqual(before));
    expect(screen.getByRole('button', { name: 'Watching 1' })).toBeInTheDocument();
    expect(screen.queryByText('Removed Brazil from your watchlist.')).not.toBeInTheDocument();
  });

  it('from the hover buttons and the list view alike', async () => {
    renderPage(<WatchlistPage />, { items: ITEMS });
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Alien' }));
    expect(await screen.findByText('Removed Alien from your watchlist.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Casablanca' }));
    expect(await screen.findByText('Removed Casablanca from your watchlist.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(stored().map((i) => i.id)).toEqual([2, 3]));
    expect(screen.getByRole('article', { name: 'Casablanca' })).toHaveTextContent('Added: February 1, 2024');
  });
});
