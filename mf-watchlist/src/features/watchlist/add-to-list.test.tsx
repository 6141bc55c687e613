import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadWatchLog } from '@reelist/storage';
import { watchlistItem as watchItem } from '@reelist/testing';
import { renderPage } from '../../testing/render-page';
import { WatchlistPage } from './watchlist-page';

// Every card and row offers "Add to list": the touch menu, the hover buttons and the list view open the one picker.

const ITEMS = [
  watchItem({ id: 1, title: 'Alien', release_date: '1979-05-25', poster_path: '/alien.jpg' }),
  watchItem({ id: 2, title: 'Brazil', media_type: 'tv', release_date: '1985-02-20' }),
  watchItem({ id: 3, title: 'Casablanca', release_date: '' }),
];

/** The page with the visitor's "Halloween" list made (the page starts from emptied storage, so after it renders). */
async function renderWithList() {
  renderPage(<WatchlistPage />, { items: ITEMS });
  // Inside act: the page's own lazy stores (next episodes) settle as the chunk loads.
  return act(async () => {
    const { listsStore } = await loadWatchLog();
    listsStore.create({ name: 'Halloween' });
    return listsStore;
  });
}

const picker = () => screen.getByRole('dialog', { name: 'Add to list' });
const halloween = () => within(picker()).getByRole('checkbox', { name: /^Halloween/ });

describe('Add to list on the watchlist', () => {
  it('is in a card’s touch menu, before Remove; Escape closes it and focus goes to the menu’s button', async () => {
    const listsStore = await renderWithList();
    const trigger = screen.getByRole('button', { name: 'Actions for Alien' });
    await userEvent.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Actions for Alien' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Add to list', 'Edit tags', 'Remove']);

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Add to list' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(picker()).toHaveTextContent('Choose the lists for Alien.');
    await userEvent.click(halloween());
    await waitFor(() => expect(halloween()).toBeChecked());
    expect(listsStore.getSnapshot()[0]?.items).toEqual([
      expect.objectContaining({ media_type: 'movie', id: 1, title: 'Alien', poster_path: '/alien.jpg', year: 1979 }),
    ]);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('is a button on the hover menu named after the title: check, uncheck, and Create list, then Done', async () => {
    const listsStore = await renderWithList();
    const button = screen.getByRole('button', { name: 'Add Brazil to a list' });
    await userEvent.click(button);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(picker()).toHaveTextContent('Choose the lists for Brazil.');

    await userEvent.click(halloween());
    await waitFor(() => expect(halloween()).toBeChecked());
    expect(listsStore.getSnapshot()[0]?.items).toEqual([
      expect.objectContaining({ media_type: 'tv', id: 2, title: 'Brazil', year: 1985 }),
    ]);
    await userEvent.click(halloween());
    await waitFor(() => expect(halloween()).not.toBeChecked());
    expect(listsStore.getSnapshot()[0]?.items).toEqual([]);

    await userEvent.type(within(picker()).getByRole('textbox', { name: 'New list' }), 'Dystopias');
    await userEvent.click(within(picker()).getByRole('button', { name: 'Create list' }));
    expect(await within(picker()).findByRole('checkbox', { name: /^Dystopias/ })).toBeChecked();
    expect(halloween()).not.toBeChecked();
    expect(listsStore.getSnapshot()).toMatchObject([
      { name: 'Dystopias', items: [{ media_type: 'tv', id: 2, title: 'Brazil' }] },
      { name: 'Halloween', items: [] },
    ]);

    await userEvent.click(within(picker()).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('is a button on each list-view row named after the title, adding an undated title without a year', async () => {
    const listsStore = await renderWithList();
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    const row = screen.getByRole('article', { name: 'Casablanca' });
    const button = within(row).getByRole('button', { name: 'Add Casablanca to a list' });
    await userEvent.click(button);
    expect(picker()).toHaveTextContent('Choose the lists for Casablanca.');
    await userEvent.click(halloween());
    await waitFor(() => expect(halloween()).toBeChecked());
    const [added] = listsStore.getSnapshot()[0]?.items ?? [];
    expect(added).toMatchObject({ media_type: 'movie', id: 3, title: 'Casablanca', poster_path: null });
    expect(added).not.toHaveProperty('year');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
