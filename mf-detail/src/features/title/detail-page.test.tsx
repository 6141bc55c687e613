import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { peekTitleDetails, prefetchTitle } from '@reelist/api';
import { DEFAULT_PREFERENCES, STORAGE_KEYS } from '@reelist/contracts';
import type { ViewHistoryEntry } from '@reelist/contracts';
import { viewHistoryStore } from '@reelist/storage';
import { MOVIE } from '../../testing/fixtures';
import { fakeServices, renderWithProviders, resetDetailTestState } from '../../testing/render-detail';
import { DetailPage } from './detail-page';
import { reloadPage } from './page/reload-page';

jest.mock('./page/reload-page', () => ({ reloadPage: jest.fn() }));

beforeEach(() => {
  resetDetailTestState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  document.title = 'Reelist';
});
afterEach(() => jest.restoreAllMocks());

const heading = () => screen.findByRole('heading', { level: 1, name: 'Fight Club' });

describe('DetailPage for a movie', () => {
  it('shows a skeleton, then the title with its facts, extra ratings, genres, overview and directors', async () => {
    fakeServices();
    renderWithProviders(<DetailPage />);
    expect(screen.getByRole('status', { name: 'Loading details' })).toBeInTheDocument();
    await heading();
    expect(screen.getByText('Mischief. Mayhem. Soap.')).toBeInTheDocument();
    expect(screen.getByText('October 15, 1999')).toBeInTheDocument();
    expect(screen.getByText('2h 19m')).toBeInTheDocument();
    expect(screen.getByLabelText('Rating 8.4 out of 10')).toHaveTextContent('8.4');
    expect(screen.getByText('(26,280 votes)')).toBeInTheDocument();
    const extra = await screen.findByRole('list', { name: 'Ratings from other sources' });
    expect(
      within(extra)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['IMDb 8.8/10', 'Rotten Tomatoes 79%', 'Metacritic 66/100']);
    expect(within(screen.getByRole('list', { name: 'Genres' })).getByText('Drama')).toBeInTheDocument();
    expect(screen.getByText(MOVIE.overview as string)).toBeInTheDocument();
    expect(screen.getByText('Dana Director')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Fight Club poster' })).toHaveAttribute(
      'src',
      'http://img.test/t/p/w500/poster.jpg',
    );
    expect(document.querySelector('img[src="http://img.test/t/p/w1280/backdrop.jpg"]')).not.toBeNull();
  });

  it("links the Director line to the director's page", async () => {
    fakeServices();
    renderWithProviders(<DetailPage />);
    await heading();
    const line = screen.getByText('Director:').parentElement as HTMLElement;
    expect(within(line).getByRole('link', { name: 'Dana Director' })).toHaveAttribute('href', '/person/1');
  });

  it('links back home and to the official website in a new tab without an opener', async () => {
    fakeServices();
    renderWithProviders(<DetailPage />);
    await heading();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    const site = screen.getByRole('link', { name: 'Official Website' });
    expect(site).toHaveAttribute('href', 'https://fightclub.example/');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('sets the document title while mounted and restores it afterwards', async () => {
    fakeServices();
    const { unmount } = renderWithProviders(<DetailPage />);
    await heading();
    expect(document.title).toBe('Fight Club · Reelist');
    unmount();
    expect(document.title).toBe('Reelist');
  });

  it('records one view-history entry, in storage and in the store every screen reads', async () => {
    fakeServices();
    renderWithProviders(<DetailPage />);
    await heading();
    const history = viewHistoryStore.getSnapshot();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      id: 550,
      title: 'Fight Club',
      mediaType: 'movie',
      posterPath: '/poster.jpg',
      genres: [18, 53],
      rating: 8.433,
    });
    expect(history[0]?.sessionId).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('reelist_view_history') ?? '[]') as ViewHistoryEntry[]).toEqual(history);
  });

  it('records nothing when analytics tracking is off', async () => {
    localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify({ ...DEFAULT_PREFERENCES, trackAnalytics: false }));
    fakeServices();
    renderWithProviders(<DetailPage />);
    await heading();
    expect(viewHistoryStore.getSnapshot()).toEqual([]);
    expect(localStorage.getItem('reelist_view_history')).toBeNull();
  });

  it('toggles the title in and out of the watchlist', async () => {
    fakeServices();
    renderWithProviders(<DetailPage />);
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    expect(screen.getByRole('button', { name: 'In Watchlist' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.watchlist) ?? '[]')).toMatchObject([
        { id: 550, title: 'Fight Club', media_type: 'movie', status: 'want_to_watch' },
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'In Watchlist' }));
    expect(screen.getByRole('button', { name: 'Add to Watchlist' })).toBeInTheDocument();
  });

  it('sets the status from Detail, and removing says what it removed and offers Undo, which restores the status', async () => {
    fakeServices();
    renderWithProviders(<DetailPage />);
    await heading();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('want_to_watch');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Want to Watch', 'Watching', 'Watched']);
    await userEvent.selectOptions(status, 'Watched');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.watchlist) ?? '[]')).toMatchObject([
        { id: 550, status: 'watched' },
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'In Watchlist' }));
    expect(screen.getByText('Removed Fight Club (Watched) from your watchlist.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.watchlist) ?? '[]')).toEqual([]));

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: 'In Watchlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('watched');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.watchlist) ?? '[]')).toMatchObject([
        { id: 550, status: 'watched' },
      ]),
    );
  });

  it('lists every viewing from the watch log, newest first, with rewatches and ratings', async () => {
    fakeServices();
    const viewing = (watchedAt: string, rating: number, rewatch: number, key: string) => [
      550,
      'm',
      watchedAt,
      rating,
      rewatch,
      'letterboxd',
      key,
    ];
    localStorage.setItem(
      STORAGE_KEYS.watchLog,
      JSON.stringify({
        v: 1,
        e: [
          viewing('2025-03-01T00:00:00.000Z', 9, 0, 'https://boxd.it/a'),
          viewing('2025-06-14T00:00:00.000Z', 0, 1, 'https://boxd.it/b'),
          [551, 'm', '2025-07-01T00:00:00.000Z', 0, 0, 'reelist'],
        ],
      }),
    );
    renderWithProviders(<DetailPage />);
    await heading();
    const viewings = await screen.findByRole('list', { name: 'Your viewings' });
    expect(
      within(viewings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Watched on June 14, 2025 · rewatch', 'Watched on March 1, 2025 · rated 4.5 stars']);
  });

  it('shows no viewings for a title never watched', async () => {
    fakeServices();
    renderWithProviders(<DetailPage />);
    await heading();
    expect(screen.queryByRole('list', { name: 'Your viewings' })).not.toBeInTheDocument();
  });

  it('renders a title warmed in the api cache on the first render', async () => {
    fakeServices();
    prefetchTitle('movie', 550);
    await waitFor(() => expect(peekTitleDetails('movie', 550)).toBeDefined());
    renderWithProviders(<DetailPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Fight Club' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading details' })).not.toBeInTheDocument();
  });
});

describe('DetailPage states', () => {
  it("shows 'Content Not Found' when the service answers 404", async () => {
    fakeServices();
    renderWithProviders(<DetailPage />, { path: '/movie/999999999' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Content Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("shows 'Content Not Found' for a non-numeric id without calling the service", () => {
    const fetch = fakeServices();
    renderWithProviders(<DetailPage />, { path: '/movie/abc' });
    expect(screen.getByRole('heading', { level: 1, name: 'Content Not Found' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows 'Failed to Load Details' with a Try Again that reloads the page", async () => {
    fakeServices({ '/3/movie/550': { status: 500, body: {} } });
    renderWithProviders(<DetailPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to Load Details' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to fetch movie details');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('ignores a failing ratings service silently', async () => {
    fakeServices({ '/': { status: 500, body: {} } });
    renderWithProviders(<DetailPage />);
    await heading();
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('Failed to fetch movie from OMDB', expect.anything()),
    );
    expect(screen.queryByRole('list', { name: 'Ratings from other sources' })).not.toBeInTheDocument();
    expect(screen.queryByText(/OMDB/)).not.toBeInTheDocument();
  });

  it('renders hostile service text as text', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    fakeServices({
      '/3/movie/900001': { body: { ...MOVIE, id: 900001, title: evil, overview: '<script>x()</script>' } },
    });
    renderWithProviders(<DetailPage />, { path: '/movie/900001' });
    expect(await screen.findByRole('heading', { level: 1, name: evil })).toBeInTheDocument();
    expect(screen.getByText('<script>x()</script>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('DetailPage for a TV show', () => {
  it('uses the pathname for the type and shows seasons, year range and the episode runtime', async () => {
    fakeServices();
    renderWithProviders(<DetailPage />, { path: '/tv/1399' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Game of Thrones' })).toBeInTheDocument();
    expect(screen.getByText('April 17, 2011')).toBeInTheDocument();
    expect(screen.getByText('2011 - 2019')).toBeInTheDocument();
    expect(screen.getByText('1h 0m')).toBeInTheDocument();
    expect(screen.getByText('8 Seasons')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Watch Trailer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Official Website' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /More Like/ })).not.toBeInTheDocument();
    expect(await screen.findByText('No streaming information available for this region.')).toBeInTheDocument();
  });
});
