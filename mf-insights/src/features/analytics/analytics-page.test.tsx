import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { DEFAULT_PREFERENCES } from '@reelist/contracts';
import type { SearchHistoryEntry, ToastKind, ViewHistoryEntry } from '@reelist/contracts';
import { getMovieGenres, getTitleWithCredits, getTvGenres } from '@reelist/api';
import { bus } from '@reelist/event-bus';
import { ReelistProviders } from '@reelist/state';
import { readFileText } from '@reelist/ui';
import { TEST_CONFIG, resetStorageMemory } from '@reelist/testing';
import { viewHistoryStore } from '@reelist/storage';
import { fakeNavigation, renderPage } from '../../testing/render-page';
import { AnalyticsPage } from './analytics-page';

jest.mock('@reelist/api', () => ({
  ...jest.requireActual('@reelist/api'),
  getMovieGenres: jest.fn(),
  getTvGenres: jest.fn(),
  getTitleWithCredits: jest.fn(),
}));

const NOW = new Date(2024, 5, 15, 18, 0);
const clock = () => NOW;
const at = (daysAgo: number, hour: number) => new Date(2024, 5, 15 - daysAgo, hour).toISOString();
const view = (id: number, viewedAt: string, extra: Partial<ViewHistoryEntry> = {}): ViewHistoryEntry => ({
  id,
  title: `Title ${id}`,
  mediaType: 'movie',
  posterPath: null,
  genres: [18],
  rating: 8,
  viewedAt,
  sessionId: 's',
  ...extra,
});
const search = (query: string, resultsCount: number): SearchHistoryEntry => ({
  query,
  resultsCount,
  searchedAt: at(0, 10),
  sessionId: 's',
});

const seed = (views: ViewHistoryEntry[], searches: SearchHistoryEntry[] = []) => {
  localStorage.setItem('reelist_view_history', JSON.stringify(views));
  localStorage.setItem('reelist_search_history', JSON.stringify(searches));
};

let toasts: Array<{ message: string; kind: ToastKind }>;
beforeEach(() => {
  localStorage.clear();
  resetStorageMemory();
  toasts = [];
  bus.on('toast:show').subscribe((toast) => toasts.push(toast));
  jest.mocked(getMovieGenres).mockResolvedValue([{ id: 18, name: 'Drama' }]);
  jest.mocked(getTvGenres).mockRejectedValue(new Error('Failed to fetch TV genres'));
});

describe('AnalyticsPage', () => {
  it('shows a spinner before the histories are read', () => {
    const html = renderToString(
      <ReelistProviders config={TEST_CONFIG} navigation={fakeNavigation()}>
        <AnalyticsPage now={clock} />
      </ReelistProviders>,
    );
    expect(html).toContain('Loading analytics...');
  });

  it('shows the empty state without history, with a way back home', async () => {
    renderPage(<AnalyticsPage now={clock} />);
    expect(await screen.findByRole('heading', { name: 'No Analytics Data' })).toBeInTheDocument();
    expect(screen.getByText('Start watching movies to see your analytics!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByLabelText('Import Backup')).toBeInTheDocument();
  });

  it('shows the viewing statistics', async () => {
    seed([
      view(1, at(0, 9)),
      view(1, at(1, 9), { mediaType: 'tv', rating: 7 }),
      view(2, at(2, 21), { genres: [18, 35] }),
      view(3, at(20, 21), { rating: 0 }),
    ]);
    renderPage(<AnalyticsPage now={clock} />);
    const card = (label: string) => screen.getByText(label).parentElement as HTMLElement;
    expect(await screen.findByText('Total Views')).toBeInTheDocument();
    expect(within(card('Total Views')).getByText('4')).toBeInTheDocument();
    expect(within(card('Unique Movies')).getByText('4')).toBeInTheDocument();
    expect(within(card('This Week')).getByText('3')).toBeInTheDocument();
    expect(within(card('Viewing Streak')).getByText('3 days')).toBeInTheDocument();

    // Each chart is an image with a description in words and a table of the same figures.
    const rowsOf = (name: string) =>
      within(screen.getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(screen.getByRole('img', { name: 'Views by hour of day' })).toHaveAccessibleDescription(
      'Views at 2 hours of the day; the busiest is 09:00 with 2 views.',
    );
    expect(rowsOf('Views by hour of day')).toEqual(['09:002 views', '21:002 views']);
    expect(screen.getByRole('img', { name: 'Views by content type' })).toHaveAccessibleDescription(
      'Movies 75% and TV shows 25% of 4 views.',
    );
    expect(rowsOf('Views by content type')).toEqual(['Movies3 (75%)', 'TV Shows1 (25%)']);

    const genres = screen.getByRole('table', { name: 'Most viewed genres' });
    expect(await within(genres).findByText('Drama')).toBeInTheDocument();
    expect(rowsOf('Most viewed genres')).toEqual(['#18 Drama4 views', '#351 view']);
    expect(screen.getByRole('img', { name: 'Most viewed genres' })).toHaveAccessibleDescription(
      'The 2 genres viewed most; first is Drama with 4 views.',
    );

    expect(within(card('Average Rating of Viewed Content')).getByText('7.7')).toBeInTheDocument();
    expect(within(card('Views This Month')).getByText('4')).toBeInTheDocument();
  });

  it('counts the viewings of the watch log beside the page views, even with no page views', async () => {
    localStorage.setItem(
      'reelist_watch_log',
      JSON.stringify({
        v: 1,
        e: [
          [550, 'm', '2025-03-01T00:00:00.000Z', 9, 0, 'letterboxd', 'https://boxd.it/a'],
          [550, 'm', '2025-06-14T00:00:00.000Z', 0, 1, 'letterboxd', 'https://boxd.it/b'],
        ],
      }),
    );
    renderPage(<AnalyticsPage now={clock} />);
    const card = (label: string) => screen.getByText(label).parentElement as HTMLElement;
    expect(await screen.findByText('Viewings Logged')).toBeInTheDocument();
    expect(within(card('Viewings Logged')).getByText('2')).toBeInTheDocument();
    expect(within(card('Total Views')).getByText('0')).toBeInTheDocument();
  });

  it('counts episodes and hours of TV from the shows’ runtimes, fetched once, and links each year’s review', async () => {
    jest.mocked(getTitleWithCredits).mockImplementation(async (_type, id) => ({
      id,
      name: `Show ${id}`,
      episode_run_time: id === 7 ? [45] : [],
    }));
    localStorage.setItem(
      'reelist_watch_log',
      JSON.stringify({
        v: 1,
        e: [
          [7, 't', '2024-03-01T20:00:00.000Z', 0, 0, 'reelist', null, [1, 1]],
          [7, 't', '2024-03-02T20:00:00.000Z', 0, 0, 'reelist', null, [1, 2]],
          [7, 't', '2024-03-03T20:00:00.000Z', 0, 1, 'reelist', null, [1, 2]],
          [8, 't', '2023-03-03T20:00:00.000Z', 0, 0, 'trakt', 'h1', [2, 5]],
          [8, 't', '2023-03-04T20:00:00.000Z', 0, 0, 'reelist'],
          [550, 'm', '2022-03-01T00:00:00.000Z', 9, 0, 'letterboxd', 'https://boxd.it/a'],
        ],
      }),
    );
    renderPage(<AnalyticsPage now={clock} />);
    const card = (label: string) => screen.getByText(label).parentElement as HTMLElement;
    expect(await screen.findByText('Episodes Watched')).toBeInTheDocument();
    expect(within(card('Episodes Watched')).getByText('4')).toBeInTheDocument();
    // Three episodes of 45 minutes; show 8 gives no episode length.
    await waitFor(() => expect(within(card('Hours of TV')).getByText('2.3')).toBeInTheDocument());
    expect(within(card('Hours of TV')).getByText('3 of 4 episodes with a known runtime')).toBeInTheDocument();
    expect(getTitleWithCredits).toHaveBeenCalledTimes(2);
    const years = screen.getByRole('region', { name: 'Year in Review' });
    expect(
      within(years)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['20243 viewings', '/analytics/year/2024'],
      ['20232 viewings', '/analytics/year/2023'],
      ['20221 viewing', '/analytics/year/2022'],
    ]);
  });

  it('draws daily activity with opacity scaled by views, at least 0.1', async () => {
    seed([view(1, at(0, 9)), view(2, at(0, 10)), view(3, at(1, 9))]);
    renderPage(<AnalyticsPage now={clock} />);
    const region = await screen.findByRole('region', { name: 'Daily Activity (Last 30 Days)' });
    expect(within(region).getByRole('img', { name: 'Views per day, last 30 days' })).toHaveAccessibleDescription(
      'Views on 2 of the last 30 days; the busiest day had 2 views. Darker cells mean more views, oldest day first, today last.',
    );
    const rows = within(within(region).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows[29]).toHaveTextContent('Jun 152 views');
    const cells = region.querySelectorAll<HTMLElement>('[data-views]');
    expect(cells).toHaveLength(30);
    expect(cells[29]?.style.opacity).toBe('1');
    expect(cells[28]?.style.opacity).toBe('0.5');
    expect(cells[0]?.style.opacity).toBe('0.1');
  });

  it('shows search statistics and the top queries as text', async () => {
    seed([], [search('heat', 10), search('<b>x</b>', 0), search('heat', 20), search('alien', 30)]);
    renderPage(<AnalyticsPage now={clock} />);
    const region = await screen.findByRole('region', { name: 'Search Statistics' });
    const figure = (term: string) => within(region).getByText(term).nextElementSibling?.textContent;
    expect(figure('Total Searches')).toBe('4');
    expect(figure('Success Rate')).toBe('75%');
    expect(figure('Avg Results')).toBe('15.0');
    const top = within(region).getByRole('list', { name: 'Most frequent searches' });
    expect(within(top).getAllByRole('listitem')[0]).toHaveTextContent('heat2 searches');
    expect(within(top).getByText('<b>x</b>')).toBeInTheDocument();
    expect(screen.getByText('Unique Search Queries').nextElementSibling).toHaveTextContent('3');
  });

  it('updates when a view is recorded elsewhere on the page', async () => {
    renderPage(<AnalyticsPage now={clock} />);
    await screen.findByText('No Analytics Data');
    const entry = view(1, at(0, 9));
    act(() => {
      viewHistoryStore.append(entry);
    });
    expect(await screen.findByText('Total Views')).toBeInTheDocument();
  });

  it('updates when another tab records a search', async () => {
    renderPage(<AnalyticsPage now={clock} />);
    await screen.findByText('No Analytics Data');
    const raw = JSON.stringify([search('heat', 10)]);
    act(() => {
      localStorage.setItem('reelist_search_history', raw);
      window.dispatchEvent(new StorageEvent('storage', { key: 'reelist_search_history', newValue: raw }));
    });
    const region = await screen.findByRole('region', { name: 'Search Statistics' });
    expect(within(region).getByText('Total Searches').nextElementSibling).toHaveTextContent('1');
  });
});

describe('AnalyticsPage export and import', () => {
  let saved: Array<{ name: string; blob: Blob }>;
  beforeEach(() => {
    saved = [];
    let lastBlob: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:test';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  // The complete-data file is made once the watch log's module has loaded: wait for the download.
  const readSaved = async (index: number) => {
    await waitFor(() => expect(saved[index]).toBeDefined());
    return JSON.parse(await readFileText(saved[index]?.blob as Blob));
  };

  it('exports the analytics envelope', async () => {
    seed([view(1, at(0, 9))], [search('heat', 3)]);
    renderPage(<AnalyticsPage now={clock} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export Data' }));
    expect(saved[0]?.name).toBe('reelist-analytics.json');
    const data = await readSaved(0);
    expect(data.exportedAt).toBe(NOW.toISOString());
    expect(data.version).toBe('1.0');
    expect(data.analytics.viewingStats.totalViews).toBe(1);
    expect(data.analytics.searchStats.totalSearches).toBe(1);
    expect(data.analytics.viewHistory).toHaveLength(1);
    expect(data).not.toHaveProperty('userData');
  });

  it('exports complete data and restores it all from the file', async () => {
    const item = { id: 7, title: 'Seven', media_type: 'movie', addedAt: '2024-01-01T00:00:00.000Z', status: 'watched' };
    localStorage.setItem('reelist_watchlist', JSON.stringify([item]));
    localStorage.setItem('reelist_theme', 'dark');
    localStorage.setItem('reelist_user_preferences', JSON.stringify({ ...DEFAULT_PREFERENCES, defaultView: 'list' }));
    seed([view(1, at(0, 9))], [search('heat', 3)]);
    const first = renderPage(<AnalyticsPage now={clock} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export Complete Data' }));
    expect(saved[0]?.name).toBe('reelist-complete-data.json');
    const data = await readSaved(0);
    expect(data.userData.watchlist).toEqual([expect.objectContaining({ id: 7 })]);
    expect(data.userData.theme).toEqual({ theme: 'dark', autoTheme: false });
    first.unmount();

    localStorage.clear();
    resetStorageMemory();
    renderPage(<AnalyticsPage now={clock} />);
    await screen.findByText('No Analytics Data');
    const file = new File([JSON.stringify(data)], 'reelist-complete-data.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText('Import Backup'), file);

    expect(await screen.findByText('Total Views')).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('reelist_watchlist') ?? '[]')).toEqual([
        expect.objectContaining({ id: 7 }),
      ]),
    );
    expect(localStorage.getItem('reelist_theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(JSON.parse(localStorage.getItem('reelist_user_preferences') ?? '{}').defaultView).toBe('list');
    expect(toasts).toContainEqual({
      message: 'Backup restored: 1 watchlist items, 1 views and 1 searches.',
      kind: 'success',
    });
  });

  it('carries the watch log in the complete data, and restores it with the rest', async () => {
    const viewing = {
      id: 7,
      media_type: 'movie',
      watchedAt: '2024-05-01T20:00:00.000Z',
      rewatch: false,
      source: 'reelist',
    };
    localStorage.setItem(
      'reelist_watch_log',
      JSON.stringify({ v: 1, e: [[7, 'm', viewing.watchedAt, 0, 0, 'reelist']] }),
    );
    const first = renderPage(<AnalyticsPage now={clock} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export Complete Data' }));
    const data = await readSaved(0);
    expect(data.userData.watchLog).toEqual([viewing]);
    first.unmount();

    localStorage.clear();
    resetStorageMemory();
    renderPage(<AnalyticsPage now={clock} />);
    const file = new File([JSON.stringify(data)], 'reelist-complete-data.json', { type: 'application/json' });
    await userEvent.upload(await screen.findByLabelText('Import Backup'), file);
    await waitFor(() =>
      expect(toasts).toContainEqual({
        message: 'Backup restored: 0 watchlist items, 0 views and 0 searches.',
        kind: 'success',
      }),
    );
    expect(JSON.parse(localStorage.getItem('reelist_watch_log') ?? '{}').e).toEqual([
      [7, 'm', viewing.watchedAt, 0, 0, 'reelist'],
    ]);
  });

  it('refuses a complete-data file with a bad viewing and changes nothing', async () => {
    localStorage.setItem('reelist_watchlist', JSON.stringify([{ id: 1, title: 'Kept', media_type: 'movie' }]));
    const first = renderPage(<AnalyticsPage now={clock} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export Complete Data' }));
    const data = await readSaved(0);
    first.unmount();
    data.userData.watchLog = [{ id: 'x' }];
    renderPage(<AnalyticsPage now={clock} />);
    const file = new File([JSON.stringify(data)], 'reelist-complete-data.json', { type: 'application/json' });
    await userEvent.upload(await screen.findByLabelText('Import Backup'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid backup file (userData.watchLog.0: not a valid viewing). Nothing was changed.',
    );
    expect(localStorage.getItem('reelist_watch_log')).toBeNull();
  });

  it('restores nothing when storage is full, and says so once', async () => {
    const item = { id: 7, title: 'Seven', media_type: 'movie', addedAt: '2024-01-01T00:00:00.000Z', status: 'watched' };
    localStorage.setItem('reelist_watchlist', JSON.stringify([item]));
    const first = renderPage(<AnalyticsPage now={clock} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export Complete Data' }));
    const data = await readSaved(0);
    first.unmount();

    localStorage.clear();
    resetStorageMemory();
    localStorage.setItem('reelist_theme', 'light');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const original = Storage.prototype.setItem;
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      // Everything before the histories is written, then storage is full: those writes are undone.
      if (key === 'reelist_view_history') throw new DOMException('full', 'QuotaExceededError');
      original.call(this, key, value);
    });
    renderPage(<AnalyticsPage now={clock} />);
    await screen.findByText('No Analytics Data');
    const file = new File([JSON.stringify(data)], 'reelist-complete-data.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText('Import Backup'), file);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not restore the backup: browser storage is full or unavailable. Nothing was changed.',
    );
    setItem.mockRestore();
    warn.mockRestore();
    expect(localStorage.getItem('reelist_watchlist')).toBeNull();
    expect(localStorage.getItem('reelist_theme')).toBe('light');
    expect(toasts).toEqual([]);
  });

  it.each([
    [
      'a file that is not JSON by name',
      new File(['{}'], 'backup.csv'),
      'Please select a JSON file exported from the product',
    ],
    ['unparseable JSON', new File(['{nope'], 'backup.json'), 'Failed to parse JSON file'],
    ['a watchlist export', new File([JSON.stringify({ watchlist: [] })], 'w.json'), 'Invalid backup file'],
  ])('refuses %s and changes nothing', async (_name, file, message) => {
    localStorage.setItem('reelist_watchlist', JSON.stringify([{ id: 1, title: 'Kept', media_type: 'movie' }]));
    renderPage(<AnalyticsPage now={clock} />);
    await userEvent.upload(await screen.findByLabelText('Import Backup'), file, { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(JSON.parse(localStorage.getItem('reelist_watchlist') ?? '[]')).toEqual([
      expect.objectContaining({ title: 'Kept' }),
    ]);
  });
});
