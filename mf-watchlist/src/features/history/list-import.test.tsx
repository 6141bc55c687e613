import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strToU8, zipSync } from 'fflate';
import { STORAGE_KEYS } from '@reelist/contracts';
import type { WatchlistItem } from '@reelist/contracts';
import { loadWatchLog } from '@reelist/storage';
import { watchlistItem } from '@reelist/testing';
import { renderPage } from '../../testing/render-page';
import { WatchlistPage } from '../watchlist';
import { fakeTmdb, movie, page } from '../../testing/fake-tmdb';
import { LETTERBOXD_LIST_UNRANKED, LETTERBOXD_LIST_TOP } from './sources/test/list-fixtures';

// A Letterboxd export with lists, imported on the Watchlist page as a user goes through it: the preview counts the
// lists, Import makes them (order, notes, ranking), Undo import deletes them, and a re-import makes no copy.

const ALIEN = watchlistItem({ id: 1, title: 'Alien', status: 'want_to_watch' });
const WATCHLIST = 'Date,Name,Year,Letterboxd URI\n2025-07-01,Spirited Away,2001,https://boxd.it/f\n';
const exportZip = () =>
  new File(
    [
      zipSync({
        'letterboxd-alex/watchlist.csv': strToU8(WATCHLIST),
        'letterboxd-alex/lists/top-3-so-far.csv': strToU8(LETTERBOXD_LIST_TOP),
        'letterboxd-alex/lists/crime.csv': strToU8(LETTERBOXD_LIST_UNRANKED),
      }),
    ],
    'letterboxd-alex.zip',
    { type: 'application/zip' },
  );

const storedIds = () =>
  (JSON.parse(localStorage.getItem(STORAGE_KEYS.watchlist) ?? '[]') as Array<{ id: number }>).map((item) => item.id);
async function storedLists() {
  const { listsStore } = await loadWatchLog();
  return listsStore.getSnapshot().map((list) => ({
    name: list.name,
    description: list.description,
    ranked: list.ranked,
    items: list.items.map((item) => [item.title, item.note]),
  }));
}

async function choose(items: WatchlistItem[] = [ALIEN]) {
  renderPage(<WatchlistPage />, { items });
  fakeTmdb({
    'search/movie Spirited Away 2001': { body: page([movie(129, 'Spirited Away', '2001-07-20')]) },
    'search/movie Fight Club 1999': { body: page([movie(550, 'Fight Club', '1999-10-15')]) },
    'search/movie Heat 1995': { body: page([movie(949, 'Heat', '1995-12-15')]) },
    'search/movie Memento 2000': { body: page([movie(77, 'Memento', '2000-10-11')]) },
  });
  await userEvent.click(screen.getByRole('button', { name: /Export \/ Share/ }));
  return upload();
}
async function upload() {
  await userEvent.upload(screen.getByLabelText('Import watchlist file'), exportZip());
  return screen.findByRole('region', { name: 'Import preview' });
}
const summary = (preview: HTMLElement) =>
  within(within(preview).getByRole('list', { name: 'Import summary' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

const TOP = {
  name: 'Top 3, so far',
  description: 'My favourites',
  ranked: true,
  items: [
    ['Spirited Away', undefined],
    ['Fight Club', 'Rule one, rule two'],
  ],
};
const CRIME = {
  name: 'Crime, "mostly"\nafter dark',
  description: 'Two lines:\nthe first, then this',
  ranked: false,
  items: [
    ['Heat', 'Best with the\nlights off, loud'],
    ['Memento', undefined],
  ],
};

describe("importing a Letterboxd export's lists", () => {
  it('counts the lists in the preview, makes them with their order and notes, and Undo import deletes them', async () => {
    const preview = await choose();
    expect(summary(preview)).toContain('2 lists (4 titles) to create');
    expect(within(preview).getByRole('list', { name: 'Lists to create' })).toHaveTextContent(
      /Top 3, so far, ranked · 2 titles.*Crime.*after dark · 2 titles/s,
    );
    // The titles not in the catalogue are skipped rows, as in any import, and left out of their list.
    expect(within(preview).getByRole('list', { name: 'Skipped rows' })).toHaveTextContent(
      /top-3-so-far\.csv, row 3: no title named "Not In The Catalogue"/,
    );

    await userEvent.click(within(preview).getByRole('button', { name: 'Import 4 items' }));
    expect(await screen.findByText('Successfully imported 4 items!')).toBeInTheDocument();
    expect(screen.getByText('Created 2 lists (4 titles).')).toBeInTheDocument();
    expect(await storedLists()).toEqual([TOP, CRIME]);
    expect(storedIds()).toEqual([1, 129, 550, 949, 77]);

    await userEvent.click(screen.getByRole('button', { name: 'Undo import' }));
    await waitFor(async () => expect(await storedLists()).toEqual([]));
    expect(storedIds()).toEqual([1]);
  });

  it('when the lists cannot be stored, imports nothing at all and says so', async () => {
    const preview = await choose();
    const original = Storage.prototype.setItem;
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === 'reelist_lists') throw new DOMException('full', 'QuotaExceededError');
      original.call(this, key, value);
    });
    await userEvent.click(within(preview).getByRole('button', { name: 'Import 4 items' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was imported: browser storage is full. Free some space and try again.',
    );
    setItem.mockRestore();
    expect(screen.queryByText(/Successfully imported/)).not.toBeInTheDocument();
    await waitFor(() => expect(storedIds()).toEqual([1]));
    expect(await storedLists()).toEqual([]);
  });

  it('importing the same export again makes no second copy of a list', async () => {
    const preview = await choose();
    await userEvent.click(within(preview).getByRole('button', { name: 'Import 4 items' }));
    await screen.findByText('Successfully imported 4 items!');

    const again = await upload();
    expect(summary(again)).toContain('2 lists already present');
    expect(summary(again).join()).not.toMatch(/to create/);
    expect(within(again).getByRole('button', { name: 'Nothing new to import' })).toBeDisabled();
    expect(await storedLists()).toHaveLength(2);
  });

  it('an export whose titles are all here already still imports its lists', async () => {
    const here = [129, 550, 949, 77].map((id) => watchlistItem({ id, title: `Title ${id}`, status: 'want_to_watch' }));
    const preview = await choose(here);
    await userEvent.click(within(preview).getByRole('button', { name: 'Import 2 lists' }));
    expect(await screen.findByText('Successfully imported 2 lists (4 titles)!')).toBeInTheDocument();
    expect((await storedLists()).map((list) => list.name)).toEqual([TOP.name, CRIME.name]);

    await userEvent.click(screen.getByRole('button', { name: 'Undo import' }));
    await waitFor(async () => expect(await storedLists()).toEqual([]));
    expect(storedIds()).toEqual([129, 550, 949, 77]);
  });
});
