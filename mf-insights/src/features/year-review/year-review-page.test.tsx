import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, getMovieGenres, getTitleWithCredits, getTvGenres } from '@reelist/api';
import type { MediaType, Title } from '@reelist/contracts';
import { resetStorageMemory } from '@reelist/testing';
import { fakeNavigation, renderPage } from '../../testing/render-page';
import type { Zone } from '../../lib/viewing-time/viewing-time';
import { YearReviewPage } from './year-review-page';

jest.mock('@reelist/api', () => ({
  ...jest.requireActual('@reelist/api'),
  getMovieGenres: jest.fn(),
  getTvGenres: jest.fn(),
  getTitleWithCredits: jest.fn(),
}));

const utc: Zone = () => 0;
const person = (id: number, name: string, job?: string) => ({
  id,
  name,
  profile_path: null,
  popularity: 1,
  ...(job ? { job } : {}),
});
const CATALOGUE: Record<string, Title> = {
  movie_949: {
    id: 949,
    title: 'Heat',
    release_date: '1995-12-15',
    runtime: 170,
    genres: [{ id: 80, name: 'Crime' }],
    credits: { cast: [person(2, 'Al Pacino')], crew: [person(1, 'Michael Mann', 'Director')] },
  },
  movie_11: {
    id: 11,
    title: 'Thief',
    release_date: '1981-03-27',
    runtime: 122,
    genres: [{ id: 80, name: 'Crime' }],
    credits: { cast: [person(3, 'James Caan')], crew: [person(1, 'Michael Mann', 'Director')] },
  },
  tv_20: {
    id: 20,
    name: 'Miami Vice',
    first_air_date: '1984-09-16',
    episode_run_time: [50],
    genres: [],
    credits: { cast: [], crew: [] },
  },
};

type Row = [number, 'm' | 't', string, number, 0 | 1, string, (string | null)?, [number, number]?];
const seedLog = (rows: Row[]) => localStorage.setItem('reelist_watch_log', JSON.stringify({ v: 1, e: rows }));
const LOG: Row[] = [
  [949, 'm', '2024-01-05T20:00:00.000Z', 9, 0, 'reelist'],
  [949, 'm', '2024-03-09T20:00:00.000Z', 10, 1, 'reelist'],
  [11, 'm', '2024-03-10T00:00:00.000Z', 8, 0, 'letterboxd', 'https://boxd.it/x'],
  [20, 't', '2024-03-11T21:00:00.000Z', 0, 0, 'reelist', null, [1, 1]],
  [20, 't', '2024-03-11T22:00:00.000Z', 0, 0, 'reelist', null, [1, 2]],
  [949, 'm', '2023-12-31T20:00:00.000Z', 0, 0, 'reelist'],
];

// The log's viewings are in 2023 and 2024; the page is read in 2025.
const NOW = new Date('2025-06-15T12:00:00.000Z');
const renderYear = (year: string) =>
  renderPage(<YearReviewPage year={year} zone={utc} now={() => NOW} />, {
    ...fakeNavigation(`/analytics/year/${year}`),
    params: { yyyy: year },
  });

beforeEach(() => {
  localStorage.clear();
  resetStorageMemory();
  jest.mocked(getMovieGenres).mockResolvedValue([{ id: 80, name: 'Crime' }]);
  jest.mocked(getTvGenres).mockResolvedValue([]);
  jest.mocked(getTitleWithCredits).mockImplementation(async (type: MediaType, id: number) => {
    const title = CATALOGUE[`${type}_${id}`];
    if (!title) throw new ApiError('Failed to fetch movie details', { kind: 'http', status: 404 });
    return title;
  });
});
afterEach(() => jest.clearAllMocks());

const card = (label: string) => screen.getByText(label).parentElement as HTMLElement;

describe('YearReviewPage', () => {
  it('says so for a year without viewings, with links to the years that have some', async () => {
    seedLog(LOG);
    renderYear('2019');
    expect(await screen.findByRole('heading', { level: 1, name: '2019 in Review' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No viewings in 2019' })).toBeInTheDocument();
    const years = screen.getByRole('navigation', { name: 'Years' });
    expect(within(years).getByRole('link', { name: '2024' })).toHaveAttribute('href', '/analytics/year/2024');
    expect(within(years).getByRole('link', { name: '2023' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share image' })).not.toBeInTheDocument();
    expect(getTitleWithCredits).not.toHaveBeenCalled();
  });

  it('says so with an empty log', async () => {
    renderYear('2024');
    expect(await screen.findByRole('heading', { name: 'No viewings in 2024' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Years' })).not.toBeInTheDocument();
  });

  it.each([
    ['0000', '"0000" is not a year.'],
    ['last-year', '"last-year" is not a year.'],
    ['20245', '"20245" is not a year.'],
    ['9999', '9999 has not come yet.'],
    ['2026', '2026 has not come yet.'],
    ['1850', 'There were no films in 1850: the first were made in 1888.'],
  ])('finds no year at /analytics/year/%s', async (address, why) => {
    seedLog(LOG);
    renderYear(address);
    expect(await screen.findByRole('heading', { name: 'Year Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Year in Review$/);
    expect(screen.getByText(`${why} Pick one of the years with viewings on Analytics.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Analytics' })).toHaveAttribute('href', '/analytics');
    const years = screen.getByRole('navigation', { name: 'Years' });
    expect(within(years).getByRole('link', { name: '2024' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByText(/No viewings in/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share image' })).not.toBeInTheDocument();
    expect(getTitleWithCredits).not.toHaveBeenCalled();
  });

  it('finds no year in an address that is none with an empty log, and says how to fill one', async () => {
    renderYear('0000');
    expect(await screen.findByRole('heading', { name: 'Year Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        '"0000" is not a year. Mark titles as watched or import your history from another service, and your ' +
          'years show on Analytics.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Years' })).not.toBeInTheDocument();
  });

  it("links each of the year's top people to their page", async () => {
    seedLog(LOG);
    renderYear('2024');
    const directors = await screen.findByRole('region', { name: 'Top directors' });
    expect(await within(directors).findByRole('link', { name: 'Michael Mann' })).toHaveAttribute('href', '/person/1');
    const actors = screen.getByRole('region', { name: 'Top actors' });
    expect(within(actors).getByRole('link', { name: 'Al Pacino' })).toHaveAttribute('href', '/person/2');
    expect(within(actors).getByRole('link', { name: 'James Caan' })).toHaveAttribute('href', '/person/3');
  });

  it("shows the year's figures once each title's credits are fetched", async () => {
    seedLog(LOG);
    // The visitor's one rating of each title (the ratings store), in stars: Year in Review shows these.
    const rated = (rating: number) => [{ user: 'current-user', rating, createdAt: '2024-03-10T00:00:00.000Z' }];
    localStorage.setItem('reelist_ratings', JSON.stringify({ movie_949: rated(5), movie_11: rated(4.5) }));
    renderYear('2024');
    expect(await screen.findByRole('heading', { level: 1, name: '2024 in Review' })).toBeInTheDocument();
    await waitFor(() => expect(within(card('Hours watched')).getByText('9.4')).toBeInTheDocument());
    // 2 x Heat (170) + Thief (122) + 2 episodes of 50 minutes = 562 minutes, 9.4 hours.
    expect(within(card('Films and episodes watched')).getByText('5')).toBeInTheDocument();
    expect(within(card('Films and episodes watched')).getByText('3 films, 2 episodes')).toBeInTheDocument();
    expect(within(card('Days with a viewing')).getByText('4')).toBeInTheDocument();
    expect(within(card('Longest streak')).getByText('3 days')).toBeInTheDocument();
    expect(within(card('Longest streak')).getByText('March 9 – March 11')).toBeInTheDocument();
    expect(within(card('Rewatches')).getByText('1')).toBeInTheDocument();
    expect(within(card('Rewatches')).getByText('80% new to you, 20% rewatched')).toBeInTheDocument();

    const directors = screen.getByRole('region', { name: 'Top directors' });
    expect(within(directors).getByRole('listitem')).toHaveTextContent('Michael Mann2 titles, 3 viewings');
    const actors = screen.getByRole('region', { name: 'Top actors' });
    expect(
      within(actors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Al Pacino1 title, 2 viewings', 'James Caan1 title']);
    const best = screen.getByRole('region', { name: 'Your highest-rated' });
    expect(
      within(best)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Heat', 'Thief']);
    expect(within(best).getByRole('img', { name: 'Your rating: 5 out of 5 stars' })).toBeInTheDocument();
    expect(within(best).getByRole('img', { name: 'Your rating: 4.5 out of 5 stars' })).toBeInTheDocument();
    expect(within(best).getByRole('link', { name: 'Heat' })).toHaveAttribute('href', '/movie/949');
    const moments = screen.getByRole('region', { name: 'First and last watch' });
    expect(within(moments).getByText('First watch of the year').nextElementSibling).toHaveTextContent(
      'Heat · January 5',
    );
    expect(within(moments).getByText('Last watch of the year').nextElementSibling).toHaveTextContent(
      'Miami Vice S1E2 · March 11',
    );

    expect(screen.getByRole('img', { name: 'Viewings by month' })).toHaveAccessibleDescription(
      'Busiest month: March, with 4 viewings.',
    );
    const genres = screen.getByRole('table', { name: 'Top genres by titles watched' });
    expect(await within(genres).findByText('Crime (#80)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Titles by decade of release' })).toHaveAccessibleDescription(
      'Most titles came out in the 1980s (2 titles).',
    );
    expect(screen.getByRole('img', { name: 'Titles by your rating in stars' })).toHaveAccessibleDescription(
      '2 rated titles, average 4.8 out of 5 stars.',
    );
    expect(screen.getByRole('button', { name: 'Share image' })).toBeEnabled();
  });

  it('fetches each title once: a later visit uses the kept credits', async () => {
    seedLog(LOG);
    const first = renderYear('2024');
    await waitFor(() => expect(within(card('Hours watched')).getByText('9.4')).toBeInTheDocument());
    expect(getTitleWithCredits).toHaveBeenCalledTimes(3);
    first.unmount();
    resetStorageMemory();
    renderYear('2024');
    await waitFor(() => expect(within(card('Hours watched')).getByText('9.4')).toBeInTheDocument());
    expect(getTitleWithCredits).toHaveBeenCalledTimes(3);
  });

  it('says why fetching stopped and resumes with the titles still missing', async () => {
    seedLog(LOG);
    const real = jest.mocked(getTitleWithCredits).getMockImplementation();
    jest.mocked(getTitleWithCredits).mockImplementation(async (type, id, options) => {
      if (id === 20) throw new ApiError('Failed to fetch TV show details', { kind: 'network' });
      return (real as typeof getTitleWithCredits)(type, id, options);
    });
    renderYear('2024');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some credits could not be fetched: Failed to fetch TV show details.');
    // The films' figures are there already; the show's episodes have no runtime yet.
    expect(within(card('Hours watched')).getByText('2 viewings without a known runtime')).toBeInTheDocument();
    jest.mocked(getTitleWithCredits).mockImplementation(real as typeof getTitleWithCredits);
    const calls = jest.mocked(getTitleWithCredits).mock.calls.length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Resume fetching' }));
    await waitFor(() => expect(within(card('Hours watched')).getByText('9.4')).toBeInTheDocument());
    expect(
      jest
        .mocked(getTitleWithCredits)
        .mock.calls.slice(calls)
        .map(([type, id]) => `${type}_${id}`),
    ).toEqual(['tv_20']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows progress while credits are fetched', async () => {
    seedLog(LOG);
    const waiting: Array<() => void> = [];
    const real = jest.mocked(getTitleWithCredits).getMockImplementation() as typeof getTitleWithCredits;
    jest
      .mocked(getTitleWithCredits)
      .mockImplementation(
        (type, id, options) => new Promise((resolve) => waiting.push(() => resolve(real(type, id, options)))),
      );
    renderYear('2024');
    const status = (await screen.findByText('Fetching credits and runtimes: 0 of 3 titles'))
      .parentElement as HTMLElement;
    expect(status).toHaveAttribute('role', 'status');
    expect(within(status).getByRole('progressbar', { name: 'Credits fetched' })).toHaveAttribute('max', '3');
    await waitFor(() => expect(waiting).toHaveLength(3));
    act(() => waiting.splice(0).forEach((go) => go()));
    await waitFor(() => expect(screen.queryByText(/Fetching credits/)).not.toBeInTheDocument());
  });

  it('makes the share image in the chosen size and downloads it where the browser cannot share files', async () => {
    seedLog(LOG);
    const drawn: string[] = [];
    const sizes: Array<[number, number]> = [];
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      sizes.push([this.width, this.height]);
      return {
        fillRect: () => undefined,
        fillText: (text: string) => drawn.push(text),
        measureText: (text: string) => ({ width: text.length * 10 }),
      } as unknown as CanvasRenderingContext2D;
    });
    jest
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((done) => done(new Blob(['png'], { type: 'image/png' })));
    URL.createObjectURL = jest.fn(() => 'blob:test');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderYear('2024');
    await waitFor(() => expect(within(card('Hours watched')).getByText('9.4')).toBeInTheDocument());
    // Genre names arrive on their own: the image names the genre once the page does.
    const genres = screen.getByRole('table', { name: 'Top genres by titles watched' });
    expect(await within(genres).findByText('Crime (#80)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Share image' }));
    expect(await screen.findByText('Image saved as reelist-year-in-review-2024-1080x1920.png')).toBeInTheDocument();
    expect(sizes).toEqual([[1080, 1920]]);
    expect(drawn).toEqual(expect.arrayContaining(['2024', 'Michael Mann', 'Crime']));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Image size' }), 'Wide, 1200 × 630');
    await userEvent.click(screen.getByRole('button', { name: 'Share image' }));
    expect(await screen.findByText('Image saved as reelist-year-in-review-2024-1200x630.png')).toBeInTheDocument();
    expect(saved).toEqual(['reelist-year-in-review-2024-1080x1920.png', 'reelist-year-in-review-2024-1200x630.png']);
    jest.restoreAllMocks();
  });

  it('prints the page for a PDF', async () => {
    seedLog(LOG);
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderYear('2024');
    await userEvent.click(await screen.findByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });
});
