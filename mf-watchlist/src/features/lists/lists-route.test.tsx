import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListItem, UserList } from '@reelist/contracts';
import { loadWatchLog } from '@reelist/storage';
import { renderPage } from '../../testing/render-page';
import { ListsRoute } from './lists-route';

const item = (id: number, title: string, extra: Partial<ListItem> = {}): ListItem => ({
  media_type: 'movie',
  id,
  title,
  poster_path: `/p${id}.jpg`,
  year: 1990 + id,
  addedAt: `2026-0${id}-01T00:00:00.000Z`,
  ...extra,
});
const list = (extra: Partial<UserList> = {}): UserList => ({
  id: 'halloween',
  name: 'Halloween',
  description: 'Scary nights',
  ranked: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  items: [item(1, 'Alien'), item(2, 'Brazil', { note: 'Start here' }), item(3, 'Casablanca')],
  ...extra,
});

/** Renders a lists route with `lists` stored as the store itself writes them. */
async function open(lists: UserList[], route: { pathname: string; params?: Record<string, string>; search?: string }) {
  const { listsSlot, listsStore } = await loadWatchLog();
  const rendered = renderPage(<ListsRoute />, {
    ...route,
    storage: { reelist_lists: JSON.parse(listsSlot.encode(lists)) },
  });
  await screen.findByRole('heading', { level: 1 });
  return { ...rendered, listsStore };
}
const titles = () =>
  within(screen.getByRole('list', { name: /^Titles in/ }))
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'));

describe('My Lists', () => {
  it('says there are no lists yet, and makes one that opens', async () => {
    const { router, listsStore } = await open([], { pathname: '/lists' });
    expect(screen.getByRole('heading', { name: 'No lists yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New list' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give the list a name.');
    await userEvent.type(screen.getByRole('textbox', { name: 'List name' }), 'Best of 2025');
    await userEvent.click(screen.getByRole('checkbox', { name: /Ranked list/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    const [made] = listsStore.getSnapshot();
    expect(made).toMatchObject({ name: 'Best of 2025', ranked: true, items: [] });
    expect(router.navigations).toEqual([`/lists/${made?.id}`]);
  });

  it('shows each list with its count, ranking and last change, newest change first', async () => {
    await open(
      [list(), list({ id: 'top', name: 'Top 10', ranked: true, items: [], updatedAt: '2026-03-01T00:00:00.000Z' })],
      {
        pathname: '/lists',
      },
    );
    const cards = within(screen.getByRole('list', { name: 'Your lists' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(['Top 10', 'Halloween']);
    expect(cards[0]).toHaveTextContent('0 titles');
    expect(cards[0]).toHaveTextContent('Ranked');
    expect(cards[1]).toHaveTextContent('3 titles');
    expect(cards[1]).toHaveTextContent('Updated February 1, 2026');
    expect(within(cards[1]!).getByRole('link', { name: 'Halloween' })).toHaveAttribute('href', '/lists/halloween');
  });

  it('draws only the cards near the screen, each saying its place among all', async () => {
    const many = Array.from({ length: 200 }, (_, n) =>
      list({
        id: `l${n}`,
        name: `List ${n}`,
        updatedAt: new Date(Date.UTC(2026, 0, 1) - n * 86_400_000).toISOString(),
      }),
    );
    await open(many, { pathname: '/lists' });
    // Past the frames in which more could be drawn.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const cards = within(screen.getByRole('list', { name: 'Your lists' })).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(1);
    expect(cards.length).toBeLessThan(50);
    expect(within(cards[0]!).getByRole('link')).toHaveTextContent('List 0');
    expect(cards.map((card) => card.getAttribute('aria-posinset'))).toEqual(cards.map((_, n) => String(n + 1)));
    expect(cards.every((card) => card.getAttribute('aria-setsize') === '200')).toBe(true);
  });
});

describe('One list', () => {
  const route = { pathname: '/lists/halloween', params: { id: 'halloween' } };

  it('says when a list does not exist', async () => {
    await open([], { pathname: '/lists/gone', params: { id: 'gone' } });
    expect(screen.getByRole('heading', { name: 'List not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Lists' })).toHaveAttribute('href', '/lists');
  });

  it('reorders by keyboard: the arrows and a typed position, keeping the focus and saying where it went', async () => {
    const { listsStore } = await open([list()], route);
    expect(screen.getByRole('heading', { level: 1, name: 'Halloween' })).toBeInTheDocument();
    expect(titles()).toEqual(['Alien', 'Brazil', 'Casablanca']);
    screen.getByRole('button', { name: 'Move Alien down' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(titles()).toEqual(['Brazil', 'Alien', 'Casablanca']);
    expect(screen.getByRole('button', { name: 'Move Alien down' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Moved Alien to position 2 of 3.');
    await userEvent.keyboard('{Enter}');
    expect(titles()).toEqual(['Brazil', 'Casablanca', 'Alien']);
    // At the bottom, its Down arrow is disabled: Up takes the focus.
    expect(screen.getByRole('button', { name: 'Move Alien up' })).toHaveFocus();
    const position = screen.getByRole('spinbutton', { name: 'Position of Casablanca' });
    await userEvent.clear(position);
    await userEvent.type(position, '1{Enter}');
    expect(titles()).toEqual(['Casablanca', 'Brazil', 'Alien']);
    expect(listsStore.getSnapshot()[0]?.items.map((one) => one.title)).toEqual(['Casablanca', 'Brazil', 'Alien']);
  });

  it('draws the rows on the screen first, and the two past its edge in a task after that frame', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      item(i + 1, `Title ${i + 1}`, { addedAt: '2026-01-01T00:00:00.000Z' }),
    );
    await open([list({ items: many })], route);
    const shown = () =>
      within(screen.getByRole('list', { name: 'Titles in Halloween' }))
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-posinset'));
    // The test window is 768 px tall and an unmeasured row 111 px with its 8 px gap: rows 1 to 7 reach its bottom.
    expect(shown()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    await waitFor(() => expect(shown()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']));
  });

  it('renders only the rows near the viewport of a long list, and brings a title moved far into view with its focus', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      item(i + 1, `Title ${i + 1}`, { addedAt: '2026-01-01T00:00:00.000Z' }),
    );
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    try {
      const { listsStore } = await open([list({ items: many })], route);
      const rows = within(screen.getByRole('list', { name: 'Titles in Halloween' })).getAllByRole('listitem');
      expect(rows.length).toBeGreaterThan(3);
      expect(rows.length).toBeLessThan(30);
      expect(rows[0]).toHaveAttribute('aria-posinset', '1');
      expect(rows[0]).toHaveAttribute('aria-setsize', '60');
      expect(screen.queryByRole('listitem', { name: 'Title 50' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Show all/ })).not.toBeInTheDocument();

      const position = screen.getByRole('spinbutton', { name: 'Position of Title 2' });
      await userEvent.clear(position);
      await userEvent.type(position, '50{Enter}');
      expect(screen.getByRole('status')).toHaveTextContent('Moved Title 2 to position 50 of 60.');
      const moved = screen.getByRole('listitem', { name: 'Title 2' });
      expect(moved).toHaveAttribute('aria-posinset', '50');
      expect(within(moved).getByRole('spinbutton', { name: 'Position of Title 2' })).toHaveFocus();
      expect(scrolled).toContain(moved);
      expect(listsStore.getSnapshot()[0]?.items[49]?.title).toBe('Title 2');

      // Far from the top, the arrows keep the focus on the title too.
      await userEvent.click(within(moved).getByRole('button', { name: 'Move Title 2 down' }));
      expect(screen.getByRole('status')).toHaveTextContent('Moved Title 2 to position 51 of 60.');
      expect(screen.getByRole('listitem', { name: 'Title 2' })).toHaveAttribute('aria-posinset', '51');
      expect(screen.getByRole('button', { name: 'Move Title 2 down' })).toHaveFocus();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('moves the window to a title moved far as it draws the move, so its new neighbours come with it', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      item(i + 1, `Title ${i + 1}`, { addedAt: '2026-01-01T00:00:00.000Z' }),
    );
    await open([list({ items: many })], route);
    // jsdom lays nothing out and does not scroll: the page is as tall as its rows, and the window is where the page
    // last asked it to be.
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 60 * 119, configurable: true });
    const scrollTo = jest.fn((options: ScrollToOptions) =>
      Object.defineProperty(window, 'scrollY', { value: options.top, configurable: true }),
    );
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    try {
      const position = screen.getByRole('spinbutton', { name: 'Position of Title 2' });
      await userEvent.clear(position);
      await userEvent.type(position, '50{Enter}');
      // Rows of 111 px and 8 px gaps: row 50 ends at 50 * 119 - 8 = 5,942 px, at the bottom of the 768 px window.
      expect(scrollTo).toHaveBeenCalledWith({ top: 5942 - 768, behavior: 'instant' });
      // No scroll event came (jsdom has none): the rows above the title's new place were drawn with it.
      const shown = within(screen.getByRole('list', { name: 'Titles in Halloween' }))
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label'));
      expect(shown).toEqual(
        expect.arrayContaining(['Title 46', 'Title 47', 'Title 48', 'Title 49', 'Title 50', 'Title 2']),
      );
      expect(screen.getByRole('listitem', { name: 'Title 2' })).toHaveAttribute('aria-posinset', '50');
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      Reflect.deleteProperty(document.documentElement, 'scrollHeight');
    }
  });

  it('removes a title with Undo back at its place, and keeps notes', async () => {
    const { listsStore } = await open([list()], route);
    expect(screen.getByText('Start here')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add note on Alien' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note on Alien' }), 'In space');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(screen.getByText('In space')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Brazil from this list' }));
    expect(titles()).toEqual(['Alien', 'Casablanca']);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(titles()).toEqual(['Alien', 'Brazil', 'Casablanca']);
    expect(listsStore.getSnapshot()[0]?.items.map((one) => one.note)).toEqual(['In space', 'Start here', undefined]);
  });

  it('sorts an unranked list in views that leave its order alone; a ranked one has only its order', async () => {
    const { router, listsStore } = await open([list()], route);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort list' }), 'Year (newest)');
    expect(router.search()).toBe('sort=year');
    expect(titles()).toEqual(['Casablanca', 'Brazil', 'Alien']);
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    expect(listsStore.getSnapshot()[0]?.items.map((one) => one.title)).toEqual(['Alien', 'Brazil', 'Casablanca']);
    await userEvent.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(router.search()).toBe('sort=year&view=grid');
  });

  it('shows a ranked list in its order with its positions, and no sort', async () => {
    await open([list({ ranked: true })], { ...route, search: 'sort=title' });
    expect(screen.queryByRole('combobox', { name: 'Sort list' })).not.toBeInTheDocument();
    expect(titles()).toEqual(['Alien', 'Brazil', 'Casablanca']);
    expect(screen.getByRole('listitem', { name: 'Alien' })).toHaveTextContent(/^1/);
  });

  it('edits the name and deletes the list, which My Lists can bring back', async () => {
    const { router, listsStore } = await open([list()], route);
    await userEvent.click(screen.getByRole('button', { name: 'Edit list' }));
    const name = screen.getByRole('textbox', { name: 'List name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Spooky');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Spooky' })).toBeInTheDocument();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Delete list' }));
    expect(confirm).toHaveBeenCalledWith('Delete the list “Spooky”? Its titles stay in your watchlist.');
    expect(listsStore.getSnapshot()).toEqual([]);
    expect(router.navigations).toEqual(['/lists']);
    confirm.mockRestore();
  });
});

describe('Undo of a deleted list', () => {
  it('is offered once on My Lists and puts the list back', async () => {
    const first = await open([list()], { pathname: '/lists/halloween', params: { id: 'halloween' } });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Delete list' }));
    confirm.mockRestore();
    first.unmount();
    const { listsStore } = await open([], { pathname: '/lists' });
    expect(screen.getByText('Deleted the list “Halloween”.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(listsStore.getSnapshot().map((one) => one.name)).toEqual(['Halloween']));
    await act(async () => undefined);
    expect(screen.getByRole('link', { name: 'Halloween' })).toBeInTheDocument();
  });
});
