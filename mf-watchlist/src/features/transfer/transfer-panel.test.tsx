import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@reelist/contracts';
import { watchlistItem } from '@reelist/testing';
import { renderPage } from '../../testing/render-page';
import { WatchlistPage } from '../watchlist';
import { downloadBlob } from '@reelist/ui';
import { fakeTmdb, movie, page } from '../../testing/fake-tmdb';
import type { Answer } from '../../testing/fake-tmdb';
import { buildWatchlistPdf } from '../export';

jest.mock('@reelist/ui', () => ({ ...jest.requireActual('@reelist/ui'), downloadBlob: jest.fn() }));
jest.mock('../export/pdf-export', () => ({ buildWatchlistPdf: jest.fn() }));

const download = jest.mocked(downloadBlob);
const pdf = jest.mocked(buildWatchlistPdf);
const ITEMS = [watchlistItem({ id: 1, title: 'Alien' }), watchlistItem({ id: 2, title: 'Brazil', media_type: 'tv' })];
const stored = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.watchlist) ?? '[]') as Array<{ id: number; title: string }>;

async function openPanel(options = {}, catalogue: Record<string, Answer | (() => Promise<Answer>)> = {}) {
  renderPage(<WatchlistPage />, { items: ITEMS, ...options });
  fakeTmdb(catalogue);
  await userEvent.click(screen.getByRole('button', { name: /Export \/ Share/ }));
  return screen.getByRole('region', { name: 'Export, share and import' });
}

const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

beforeEach(() => {
  download.mockReset();
  pdf.mockReset();
});

describe('export', () => {
  it('downloads CSV named reelist-watchlist-{date}.csv, the format defaulting to the preference', async () => {
    const panel = await openPanel({ preferences: { exportFormat: 'csv' } });
    expect(within(panel).getByRole('combobox', { name: 'Export format' })).toHaveValue('csv');
    await userEvent.click(within(panel).getByRole('button', { name: /^Export$/ }));
    await waitFor(() => expect(download).toHaveBeenCalled());
    const [blob, name] = download.mock.calls[0]!;
    expect(name).toMatch(/^reelist-watchlist-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await blobText(blob)).toContain('"Brazil","TV Show","Want to Watch"');
    expect(within(panel).getByRole('status')).toHaveTextContent(`Downloaded ${name}`);
  });

  it('downloads JSON in the first form', async () => {
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: /^Export$/ }));
    await waitFor(() => expect(download).toHaveBeenCalled());
    const doc = JSON.parse(await blobText(download.mock.calls[0]![0]));
    expect(doc).toMatchObject({ version: '1.0', totalItems: 2, watchlist: [{ title: 'Alien' }, { title: 'Brazil' }] });
  });

  it('shows the PDF message when the PDF cannot be built', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    pdf.mockRejectedValueOnce(new Error('font'));
    const panel = await openPanel();
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Export format' }), 'pdf');
    await userEvent.click(within(panel).getByRole('button', { name: /^Export$/ }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'PDF generation failed. Please try CSV export instead.',
    );
    expect(download).not.toHaveBeenCalled();
  });

  it('shows Export failed with the reason when the download fails', async () => {
    download.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: /^Export$/ }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Export failed: blocked');
  });
});

describe('import', () => {
  it('previews, imports, reports success and undoes', async () => {
    const panel = await openPanel();
    const csv = 'Title,Type,Status\nAlien,Movie,Watched\nNew One,TV Show,Watching\n,Movie,\n';
    await userEvent.upload(within(panel).getByLabelText('Import watchlist file'), new File([csv], 'list.csv'));
    const preview = await screen.findByRole('region', { name: 'Import preview' });
    expect(within(preview).getByText('2 new items')).toBeInTheDocument();
    expect(within(preview).getByText('0 items already in your watchlist')).toBeInTheDocument();
    expect(within(preview).getByText('1 invalid row')).toBeInTheDocument();
    expect(within(preview).getByText('Row 3: missing title')).toBeInTheDocument();
    expect(stored()).toHaveLength(2);

    await userEvent.click(within(preview).getByRole('button', { name: 'Import 2 items' }));
    await waitFor(() => expect(stored().map((i) => i.title)).toEqual(['Alien', 'Brazil', 'Alien', 'New One']));
    expect(screen.getByText('Successfully imported 2 items!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(stored().map((i) => i.title)).toEqual(['Alien', 'Brazil']));
  });

  it('cancels a preview without changing anything', async () => {
    const panel = await openPanel();
    const json = JSON.stringify({ watchlist: [{ id: 1, title: 'Alien', mediaType: 'movie' }] });
    await userEvent.upload(within(panel).getByLabelText('Import watchlist file'), new File([json], 'b.json'));
    const preview = await screen.findByRole('region', { name: 'Import preview' });
    expect(within(preview).getByRole('button', { name: 'Nothing new to import' })).toBeDisabled();
    await userEvent.click(within(preview).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Import preview' })).not.toBeInTheDocument();
    expect(stored()).toHaveLength(2);
  });

  it('shows the message of a bad file and keeps the list', async () => {
    const panel = await openPanel();
    await userEvent.upload(within(panel).getByLabelText('Import watchlist file'), new File(['{x'], 'b.json'));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to parse JSON file');
    expect(stored()).toHaveLength(2);
  });

  it('lists the rows whose values the import rules changed, grouped by what was done', async () => {
    const panel = await openPanel();
    const csv = 'Title,Status,Rating\nA,Someday,1\nB,Later,2\nC,Watched,lots\nD,Never,3\nE,want to watch,4\n';
    await userEvent.upload(within(panel).getByLabelText('Import watchlist file'), new File([csv], 'list.csv'));
    const preview = await screen.findByRole('region', { name: 'Import preview' });
    expect(within(preview).getByText('5 new items')).toBeInTheDocument();
    const adjusted = within(preview).getByRole('list', { name: 'Adjusted rows' });
    expect(
      within(adjusted)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '3 rows: unknown status set to Want to Watch (rows 1, 2, 4)',
      '1 row: rating not a number set to 0 (row 3)',
    ]);
  });

  it('says so when a JSON entry keeps a negative id, and shows no adjusted rows for a clean file', async () => {
    const panel = await openPanel();
    const json = JSON.stringify({ watchlist: [{ id: -4, title: 'Mine', mediaType: 'movie', status: 'watched' }] });
    await userEvent.upload(within(panel).getByLabelText('Import watchlist file'), new File([json], 'b.json'));
    const preview = await screen.findByRole('region', { name: 'Import preview' });
    expect(within(preview).getByRole('list', { name: 'Adjusted rows' })).toHaveTextContent(
      '1 row: negative id kept (not a catalogue id: the title links to a search) (row 1)',
    );
    await userEvent.click(within(preview).getByRole('button', { name: 'Cancel' }));
    const clean = JSON.stringify({ watchlist: [{ id: 4, title: 'Mine', mediaType: 'movie', status: 'watched' }] });
    await userEvent.upload(within(panel).getByLabelText('Import watchlist file'), new File([clean], 'c.json'));
    const next = await screen.findByRole('region', { name: 'Import preview' });
    expect(within(next).queryByRole('list', { name: 'Adjusted rows' })).not.toBeInTheDocument();
  });

  it('matches CSV rows without a TMDB ID to the catalogue, so they import under its ids', async () => {
    const panel = await openPanel(
      {},
      { 'search/movie Fight Club 1999': { body: page([movie(550, 'Fight Club', '1999-10-15')]) } },
    );
    const csv = 'Title,Type,Release Date\nFight Club,Movie,1999-10-15\nHome Video,Movie,2011-01-01\n';
    await userEvent.upload(within(panel).getByLabelText('Import watchlist file'), new File([csv], 'old.csv'));
    const preview = await screen.findByRole('region', { name: 'Import preview' });
    expect(within(preview).getByText('1 row matched to the catalogue by title and year')).toBeInTheDocument();
    expect(
      within(preview).getByText(
        '1 row not matched to the catalogue (no single catalogue title with that title and year), linked to a search',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(preview).getByRole('button', { name: 'Import 2 items' }));
    await waitFor(() => expect(stored()).toHaveLength(4));
    expect(stored()[2]).toMatchObject({ id: 550, title: 'Fight Club', poster_path: '/m550.jpg' });
    expect(stored()[3]?.id).toBeLessThan(0);
  });

  it('shows matching progress, and Skip matching previews the rows with their generated ids', async () => {
    const never = () => new Promise<Answer>(() => undefined);
    const panel = await openPanel({}, { 'search/movie Slow 2000': never });
    const csv = 'Title,Type,Release Date\nSlow,Movie,2000-01-01\n';
    await userEvent.upload(within(panel).getByLabelText('Import watchlist file'), new File([csv], 'old.csv'));
    expect(await within(panel).findByText('Matching titles to the catalogue… 0 of 1')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(within(panel).getByRole('button', { name: 'Import file' })).toBeDisabled();
    await userEvent.click(within(panel).getByRole('button', { name: 'Skip matching' }));
    const preview = await screen.findByRole('region', { name: 'Import preview' });
    expect(
      within(preview).getByText('1 row not matched to the catalogue (matching skipped), linked to a search'),
    ).toBeInTheDocument();
    await userEvent.click(within(preview).getByRole('button', { name: 'Import 1 item' }));
    await waitFor(() => expect(stored()).toHaveLength(3));
    expect(stored()[2]?.id).toBeLessThan(0);
  });

  it('imports into an empty watchlist from the empty state', async () => {
    renderPage(<WatchlistPage />);
    const json = JSON.stringify({ watchlist: [{ id: 9, title: 'Restored', mediaType: 'movie' }] });
    await userEvent.upload(screen.getByLabelText('Import watchlist file'), new File([json], 'b.json'));
    await userEvent.click(await screen.findByRole('button', { name: 'Import 1 item' }));
    expect(await screen.findByText('Successfully imported 1 item!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All 1' })).toBeInTheDocument();
  });
});
