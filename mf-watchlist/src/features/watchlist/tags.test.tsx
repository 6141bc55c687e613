import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@reelist/contracts';
import { watchlistItem as watchItem } from '@reelist/testing';
import { renderPage } from '../../testing/render-page';
import { WatchlistPage } from './watchlist-page';

// Free-form tags: edited in a dialog from a card's menu (or the hover buttons, or a list row), shown as chips, and
// a Tag filter in the toolbar that combines with the status filter and lives in the URL.

const ITEMS = [
  watchItem({ id: 1, title: 'Alien', status: 'watched', addedAt: '2024-01-01T00:00:00.000Z', tags: ['cinema'] }),
  watchItem({ id: 2, title: 'Brazil', status: 'watching', addedAt: '2024-03-01T00:00:00.000Z' }),
  watchItem({
    id: 3,
    title: 'Casablanca',
    status: 'want_to_watch',
    addedAt: '2024-02-01T00:00:00.000Z',
    tags: ['cinema', 'with kids'],
  }),
];

const stored = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.watchlist) ?? '[]') as Array<{
    id: number;
    tags?: string[];
    updatedAt?: string;
  }>;
const rowTitles = () => screen.getAllByRole('article').map((row) => row.getAttribute('aria-label'));
const dialog = () => screen.getByRole('dialog', { name: 'Tags for Brazil' });

describe('Edit tags', () => {
  it('adds tags with Enter from the card menu, offers the tags in use, and saves them cleaned', async () => {
    renderPage(<WatchlistPage />, { items: ITEMS });
    const trigger = screen.getByRole('button', { name: 'Actions for Brazil' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit tags' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const input = within(dialog()).getByRole('combobox', { name: 'Add tag' });
    expect(input).toHaveFocus();
    expect(within(dialog()).getByText('No tags yet.')).toBeInTheDocument();
    const offered = [...(input as HTMLInputElement).list!.options].map((option) => option.value);
    expect(offered).toEqual(['cinema', 'with kids']);

    await userEvent.type(input, '  With   Kids {Enter}');
    await userEvent.type(input, 'cinema, date night{Enter}');
    await userEvent.type(input, 'with kids{Enter}');
    expect(within(dialog()).getByRole('status')).toHaveTextContent('with kids is already a tag.');
    const chips = within(dialog()).getByRole('list', { name: 'Current tags' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['With Kids', 'cinema', 'date night']);
    // Nothing is stored before Save.
    expect(stored().find((item) => item.id === 2)?.tags).toBeUndefined();

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Remove tag cinema' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(stored().find((item) => item.id === 2)?.tags).toEqual(['With Kids', 'date night']));
    expect(stored().find((item) => item.id === 2)?.updatedAt).toBeDefined();
    expect(trigger).toHaveFocus();
  });

  it('keeps a tag still typed at Save, and Cancel changes nothing', async () => {
    renderPage(<WatchlistPage />, { items: ITEMS, search: 'view=list' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit tags for Brazil' }));
    await userEvent.type(within(dialog()).getByRole('combobox', { name: 'Add tag' }), 'cinema{Enter}');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit tags for Brazil' }));
    await userEvent.type(within(dialog()).getByRole('combobox', { name: 'Add tag' }), 'noir');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    const row = screen.getByRole('article', { name: 'Brazil' });
    expect(await within(row).findByRole('list', { name: 'Tags' })).toHaveTextContent('noir');
    await waitFor(() => expect(stored().find((item) => item.id === 2)?.tags).toEqual(['noir']));
  });

  it('opens from the hover buttons too, and removing the last tag removes it from the item', async () => {
    renderPage(<WatchlistPage />, { items: ITEMS });
    await userEvent.click(screen.getByRole('button', { name: 'Edit tags: Alien' }));
    const editor = screen.getByRole('dialog', { name: 'Tags for Alien' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Remove tag cinema' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored().find((item) => item.id === 1)).not.toHaveProperty('tags'));
  });
});

describe('the Tag filter', () => {
  it('lists every tag with its count, filters by one in the URL, and combines with the status filter', async () => {
    const { router } = renderPage(<WatchlistPage />, { items: ITEMS, search: 'view=list' });
    const filter = screen.getByRole('combobox', { name: 'Filter by tag' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All tags', 'cinema (2)', 'with kids (1)']);
    expect(
      within(screen.getByRole('article', { name: 'Casablanca' })).getByRole('list', { name: 'Tags' }),
    ).toHaveTextContent('cinemawith kids');

    await userEvent.selectOptions(filter, 'cinema');
    expect(new URLSearchParams(router.search()).get('tag')).toBe('cinema');
    expect(rowTitles()).toEqual(['Casablanca', 'Alien']);
    expect(screen.queryByRole('button', { name: /Clear All/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Watched 1' }));
    expect(rowTitles()).toEqual(['Alien']);
    await userEvent.click(screen.getByRole('button', { name: 'Want to Watch 1' }));
    expect(rowTitles()).toEqual(['Casablanca']);
    await userEvent.click(screen.getByRole('button', { name: 'Watching 1' }));
    expect(screen.getByRole('heading', { name: 'No Watching items tagged cinema' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by tag' }), 'All tags');
    expect(new URLSearchParams(router.search()).get('tag')).toBeNull();
    expect(rowTitles()).toEqual(['Brazil']);
  });

  it('shows everything when the tag in the URL is no longer used', () => {
    renderPage(<WatchlistPage />, { items: ITEMS, search: 'tag=gone&view=list' });
    expect(screen.getByRole('combobox', { name: 'Filter by tag' })).toHaveValue('');
    expect(rowTitles()).toHaveLength(3);
  });

  it('reads the tag in the URL ignoring case', () => {
    renderPage(<WatchlistPage />, { items: ITEMS, search: 'tag=WITH+KIDS&view=list' });
    expect(screen.getByRole('combobox', { name: 'Filter by tag' })).toHaveValue('with kids');
    expect(rowTitles()).toEqual(['Casablanca']);
  });

  it('is absent when no item has tags', () => {
    renderPage(<WatchlistPage />, { items: [ITEMS[1]!] });
    expect(screen.queryByRole('combobox', { name: 'Filter by tag' })).not.toBeInTheDocument();
  });
});
