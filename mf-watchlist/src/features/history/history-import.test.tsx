import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strToU8, zipSync } from 'fflate';
import { STORAGE_KEYS } from '@reelist/contracts';
import { watchlistItem } from '@reelist/testing';
import { renderPage } from '../../testing/render-page';
import { WatchlistPage } from '../watchlist';
import { fakeTmdb, movie, page } from '../../testing/fake-tmdb';

// The whole import of another service's history on the Watchlist page, as a user goes through it: choose the
// file, see what was detected and matched, pick a title that needs review, import, undo.

const HEAT_A = movie(949, 'Heat', '1995-12-15');
const HEAT_B = movie(950, 'Heat', '1995-03-01', { poster_path: null });
const FIGHT_CLUB = movie(550, 'Fight Club', '1999-10-15');
const SPIRITED = movie(129, 'Spirited Away', '2001-07-20', { original_title: 'Sen to Chihiro no kamikakushi' });

const DIARY =
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n' +
  '2025-03-02,Fight Club,1999,https://boxd.it/a,4.5,,"cinema, 35mm",2025-03-01\n' +
  '2025-06-15,Heat,1995,https://boxd.it/b,3,,,2025-06-14\n' +
  '2025-06-16,Not In The Catalogue,1990,https://boxd.it/c,,,,2025-06-15\n';
const WATCHLIST = 'Date,Name,Year,Letterboxd URI\n2025-07-01,Spirited Away,2001,https://boxd.it/f\n';
const letterboxdZip = () =>
  new File([zipSync({ 'diary.csv': strToU8(DIARY), 'watchlist.csv': strToU8(WATCHLIST) })], 'letterboxd-alex.zip', {
    type: 'application/zip',
  });

const storedItems = () =>
  (JSON.parse(localStorage.getItem(STORAGE_KEYS.watchlist) ?? '[]') as Array<{ id: number; status?: string }>).map(
    (item) => [item.id, item.status],
  );

const storedViewings = () =>
  (JSON.parse(localStorage.getItem(STORAGE_KEYS.watchLog) ?? '{"e":[]}') as { e: unknown[][] }).e.map(
    ([id, , , , , source]) => [id, source],
  );

async function chooseFile(file: File) {
  renderPage(<WatchlistPage />, { items: [watchlistItem({ id: 1, title: 'Alien', status: 'want_to_watch' })] });
  fakeTmdb({
    'search/movie Fight Club 1999': { body: page([FIGHT_CLUB]) },
    'search/movie Heat 1995': { body: page([HEAT_A, HEAT_B]) },
    'search/movie Spirited Away 2001': { body: page([SPIRITED]) },
  });
  await userEvent.click(screen.getByRole('button', { name: /Export \/ Share/ }));
  await userEvent.upload(screen.getByLabelText('Import watchlist file'), file);
  return screen.findByRole('region', { name: 'Import preview' });
}

describe('importing a Letterboxd export', () => {
  it('shows what it detected and matched, waits for a pick, then imports everything with an undo', async () => {
    const preview = await chooseFile(letterboxdZip());
    expect(within(preview).getByText('Detected: Letterboxd export (ZIP)')).toBeInTheDocument();
    expect(
      within(within(preview).getByRole('list', { name: 'Import summary' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 rows matched', '1 title needs review', '0 rows already present', '1 row skipped']);
    expect(within(preview).getByRole('list', { name: 'Skipped rows' })).toHaveTextContent(
      /diary\.csv, row 3: .*Not In The Catalogue/,
    );
    expect(within(preview).getByRole('button', { name: 'Import 2 items' })).toBeEnabled();

    const candidates = within(preview).getByRole('list', { name: 'Candidates for Heat (1995)' });
    expect(
      within(candidates)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Pick Heat (1995), Movie', 'Pick Heat (1995), Movie']);
    await userEvent.click(within(candidates).getAllByRole('button')[1]!);
    await waitFor(() => expect(within(preview).getByRole('button', { name: 'Import 3 items' })).toBeEnabled());
    expect(within(preview).queryByRole('region', { name: 'Needs review' })).not.toBeInTheDocument();

    await userEvent.click(within(preview).getByRole('button', { name: 'Import 3 items' }));
    expect(await screen.findByText('Successfully imported 3 items!')).toBeInTheDocument();
    expect(storedItems()).toEqual([
      [1, 'want_to_watch'],
      [550, 'watched'],
      [950, 'watched'],
      [129, 'want_to_watch'],
    ]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.ratings) ?? '{}')).toEqual({
      // The file's 4.5 stays 4.5 stars (issue 36: it used to become 5).
      movie_550: [expect.objectContaining({ user: 'current-user', rating: 4.5 })],
      movie_950: [expect.objectContaining({ rating: 3 })],
    });
    expect(localStorage.getItem(STORAGE_KEYS.watchLog)).toContain('https://boxd.it/a');

    await userEvent.click(screen.getByRole('button', { name: 'Undo import' }));
    await waitFor(() => expect(storedItems()).toEqual([[1, 'want_to_watch']]));
    expect(storedViewings()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.ratings) ?? '{}')).toEqual({});
    expect(screen.queryByRole('button', { name: 'Undo import' })).not.toBeInTheDocument();
  });

  it('Undo import keeps what was changed since, and says so', async () => {
    const preview = await chooseFile(letterboxdZip());
    await userEvent.click(within(preview).getByRole('button', { name: 'Skip Heat (1995)' }));
    await userEvent.click(within(preview).getByRole('button', { name: 'Import 2 items' }));
    expect(await screen.findByText('Successfully imported 2 items!')).toBeInTheDocument();
    // Fight Club came in Watched and is moved to Watching; Alien, not in the file, is marked Watched.
    await userEvent.click(screen.getByRole('button', { name: 'Watching: Fight Club' }));
    await userEvent.click(screen.getByRole('button', { name: 'Watched: Alien' }));
    await waitFor(() => expect(storedViewings()).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Undo import' }));
    expect(
      await screen.findByText('Import undone. Your changes to 1 title since the import were kept.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo import' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(storedItems()).toEqual([
        [1, 'watched'],
        [550, 'watching'],
      ]),
    );
    // Alien's viewing stays; Fight Club's imported one goes.
    expect(storedViewings()).toEqual([[1, 'reelist']]);
  });

  it('Skip in review leaves the title out and says why', async () => {
    const preview = await chooseFile(letterboxdZip());
    await userEvent.click(within(preview).getByRole('button', { name: 'Skip Heat (1995)' }));
    await waitFor(() => expect(within(preview).getByText('2 rows skipped')).toBeInTheDocument());
    expect(within(preview).getByRole('list', { name: 'Skipped rows' })).toHaveTextContent('Skipped in review');
    await userEvent.click(within(preview).getByRole('button', { name: 'Import 2 items' }));
    expect(await screen.findByText('Successfully imported 2 items!')).toBeInTheDocument();
    expect(storedItems().map(([id]) => id)).toEqual([1, 550, 129]);
  });

  it('with storage full, imports nothing and says so (no success message)', async () => {
    const preview = await chooseFile(letterboxdZip());
    await userEvent.click(within(preview).getByRole('button', { name: 'Skip Heat (1995)' }));
    const original = Storage.prototype.setItem;
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === STORAGE_KEYS.watchLog) throw new DOMException('full', 'QuotaExceededError');
      original.call(this, key, value);
    });
    await userEvent.click(within(preview).getByRole('button', { name: 'Import 2 items' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was imported: browser storage is full. Free some space and try again.',
    );
    setItem.mockRestore();
    expect(screen.queryByText(/Successfully imported/)).not.toBeInTheDocument();
    expect(storedItems()).toEqual([[1, 'want_to_watch']]);
    expect(localStorage.getItem(STORAGE_KEYS.watchLog)).toBeNull();
  });

  it('Cancel leaves everything as it was', async () => {
    const preview = await chooseFile(letterboxdZip());
    await userEvent.click(within(preview).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Import preview' })).not.toBeInTheDocument();
    expect(storedItems()).toEqual([[1, 'want_to_watch']]);
    expect(localStorage.getItem(STORAGE_KEYS.watchLog)).toBeNull();
  });

  it('a ZIP that is no export says which services it can read, and changes nothing', async () => {
    renderPage(<WatchlistPage />, { items: [] });
    const zip = new File([zipSync({ 'notes.csv': strToU8('a,b\n1,2\n') })], 'notes.zip');
    await userEvent.upload(screen.getByLabelText('Import watchlist file'), zip);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /not an export Reelist can read.*Letterboxd, IMDb, Trakt/,
    );
  });
});
