import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@reelist/contracts';
import { watchlistItem } from '@reelist/testing';
import { renderPage } from '../../testing/render-page';
import { WatchlistPage } from '../watchlist';
import { fakeTmdb, movie, page } from '../../testing/fake-tmdb';

// Issue 36: the import review says what matched what (with posters), lets the visitor change a match or find a
// row that did not match, and the result says exactly what was added, updated and left alone.

const MATRIX = movie(603, 'The Matrix', '1999-03-31');
const RELOADED = movie(604, 'The Matrix Reloaded', '2003-05-15');
const SPIRITED = movie(129, 'Spirited Away', '2002-07-20');
const FIGHT_CLUB = movie(550, 'Fight Club', '1999-10-15');

const CATALOGUE = {
  'search/movie Matrix 1999': { body: page([MATRIX]) },
  'search/movie Fight Club 1999': { body: page([FIGHT_CLUB]) },
  // What the visitor's own searches ask (no year).
  'search/movie Spirited Away': { body: page([SPIRITED]) },
  'search/movie Matrix Reloaded': { body: page([RELOADED]) },
};

const CSV =
  'Title,Type,Status,Release Date\n' +
  'Matrix,Movie,Watched,1999-03-31\n' +
  'Spirited Away,Movie,Want to Watch,2001-07-20\n' +
  'Fight Club,Movie,Watched,1999-10-15\n';

const stored = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.watchlist) ?? '[]') as Array<{ id: number; title: string }>;

async function review() {
  renderPage(<WatchlistPage />, { items: [watchlistItem({ id: 550, title: 'Fight Club', status: 'watched' })] });
  fakeTmdb(CATALOGUE);
  await userEvent.click(screen.getByRole('button', { name: /Export \/ Share/ }));
  await userEvent.upload(screen.getByLabelText('Import watchlist file'), new File([CSV], 'old.csv'));
  const preview = await screen.findByRole('region', { name: 'Import preview' });
  const matches = within(preview).getByRole('list', { name: 'Catalogue matches' });
  const row = (text: string) => within(matches).getByText(text, { exact: false }).closest('li') as HTMLElement;
  return { preview, matches, row };
}

describe('the import review', () => {
  it('lists each row looked up: its title and year, the catalogue title and year it matched, with the poster', async () => {
    const { matches, row } = await review();
    expect(within(matches).getAllByRole('listitem')).toHaveLength(3);
    expect(row('Matrix (1999)')).toHaveTextContent('Matrix (1999) → The Matrix (1999)');
    expect(within(row('Matrix (1999)')).getByRole('img')).toHaveAttribute('src', expect.stringContaining('/m603.jpg'));
    expect(row('Spirited Away (2001)')).toHaveTextContent('Spirited Away (2001) → not matched');
    expect(row('Fight Club (1999)')).toHaveTextContent(
      'Fight Club (1999) → Fight Club (1999), already in your watchlist',
    );
  });

  it('finds a row that did not match by a search, and changes a match', async () => {
    const { preview, row } = await review();
    expect(within(preview).getByRole('button', { name: 'Import 2 items' })).toBeInTheDocument();
    await userEvent.click(
      within(row('Spirited Away (2001)')).getByRole('button', { name: 'Find Spirited Away (2001) in the catalogue' }),
    );
    const box = within(row('Spirited Away (2001)')).getByRole('searchbox', { name: 'Search the catalogue' });
    expect(box).toHaveValue('Spirited Away');
    await userEvent.click(within(row('Spirited Away (2001)')).getByRole('button', { name: 'Search' }));
    await userEvent.click(await within(preview).findByRole('button', { name: 'Spirited Away (2002)' }));
    expect(row('Spirited Away (2001)')).toHaveTextContent('Spirited Away (2001) → Spirited Away (2002)');

    await userEvent.click(within(row('Matrix (1999)')).getByRole('button', { name: 'Change match for Matrix (1999)' }));
    const search = within(row('Matrix (1999)')).getByRole('searchbox', { name: 'Search the catalogue' });
    await userEvent.clear(search);
    await userEvent.type(search, 'Matrix Reloaded{Enter}');
    await userEvent.click(await within(preview).findByRole('button', { name: 'The Matrix Reloaded (2003)' }));
    expect(row('Matrix (1999)')).toHaveTextContent('Matrix (1999) → The Matrix Reloaded (2003)');

    await userEvent.click(within(preview).getByRole('button', { name: 'Import 2 items' }));
    await waitFor(() => expect(stored().map((i) => i.id)).toEqual([550, 604, 129]));
  });

  it('reports exactly what was added, updated and left alone', async () => {
    const { preview } = await review();
    await userEvent.click(within(preview).getByRole('button', { name: 'Import 2 items' }));
    expect(await screen.findByText('Successfully imported 2 items!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 added, 0 updated, 1 left alone (already in your watchlist)',
    );
  });

  it('lists the first 20 rows of a long file and the rest on request', async () => {
    renderPage(<WatchlistPage />);
    fakeTmdb();
    const rows = Array.from({ length: 25 }, (_, i) => `Home Video ${i + 1},Movie,Watched,2011-01-01`);
    const csv = ['Title,Type,Status,Release Date', ...rows].join('\n');
    await userEvent.upload(screen.getByLabelText('Import watchlist file'), new File([csv], 'videos.csv'));
    const preview = await screen.findByRole('region', { name: 'Import preview' });
    const matches = within(preview).getByRole('list', { name: 'Catalogue matches' });
    expect(within(matches).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(within(preview).getByRole('button', { name: 'Show all 25 matches' }));
    expect(within(matches).getAllByRole('listitem')).toHaveLength(25);
    expect(within(matches).getAllByRole('listitem')[24]).toHaveTextContent('Home Video 25 (2011) → not matched');
  });
});
