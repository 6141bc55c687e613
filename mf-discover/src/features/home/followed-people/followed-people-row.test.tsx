import { act, screen, waitFor, within } from '@testing-library/react';
import * as api from '@reelist/api';
import { STORAGE_KEYS } from '@reelist/contracts';
import type { PersonCredit, PersonDetails } from '@reelist/contracts';
import { loadWatchLog } from '@reelist/storage';
import { resetStorageMemory, watchlistItem } from '@reelist/testing';
import { resetPrefetchMemory } from '../../../lib/prefetch';
import { movie, paged } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { HomePage } from '../home-page';

jest.mock('@reelist/api', () => {
  const actual = jest.requireActual('@reelist/api');
  return {
    ...actual,
    getTrending: jest.fn(),
    getPopularMovies: jest.fn(),
    getPopularTv: jest.fn(),
    getTopRatedMovies: jest.fn(),
    getUpcomingMovies: jest.fn(),
    getPersonDetails: jest.fn(),
  };
});

const mocked = jest.mocked(api);
const FOLLOWED_PEOPLE = 'reelist_followed_people';
const ROW = 'From people you follow';

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const credit = (id: number, title: string, date: string): PersonCredit => ({
  id,
  title,
  release_date: date,
  media_type: 'movie',
  credit_id: `c${id}`,
  character: 'Someone',
});
const details = (id: number, name: string, cast: PersonCredit[]): PersonDetails => ({
  id,
  name,
  profile_path: null,
  biography: '',
  birthday: null,
  deathday: null,
  place_of_birth: null,
  known_for_department: 'Acting',
  also_known_as: [],
  popularity: 1,
  imdb_id: null,
  homepage: null,
  gender: 0,
  credits: { cast, crew: [] },
  images: { profiles: [] },
});
const follow = (id: number, name: string) => ({
  id,
  name,
  profile_path: null,
  followedAt: '2026-01-01T00:00:00.000Z',
  known: {},
});

beforeEach(() => {
  jest.clearAllMocks();
  resetPrefetchMemory();
  localStorage.clear();
  resetStorageMemory();
  mocked.getTrending.mockResolvedValue(paged([movie(1, { title: 'Trend Movie' })]));
  mocked.getPopularMovies.mockResolvedValue(paged([]));
  mocked.getPopularTv.mockResolvedValue(paged([]));
  mocked.getTopRatedMovies.mockResolvedValue(paged([]));
  mocked.getUpcomingMovies.mockResolvedValue(paged([]));
  mocked.getPersonDetails.mockImplementation(async (id) =>
    id === 71
      ? details(71, 'Ada Lane', [
          credit(501, 'Old Film', '1999-01-01'),
          credit(502, 'Recent Film', dayFromNow(-30)),
          credit(503, 'Next Film', dayFromNow(60)),
          credit(504, 'Seen Film', dayFromNow(-10)),
        ])
      : details(72, 'Bo Reyes', [credit(601, 'Bo Film', dayFromNow(-5))]),
  );
});

describe("Home's From people you follow", () => {
  it('shows recent and upcoming titles of the people followed, newest first, each saying whose it is', async () => {
    localStorage.setItem(FOLLOWED_PEOPLE, JSON.stringify([follow(71, 'Ada Lane'), follow(72, 'Bo Reyes')]));
    localStorage.setItem(
      STORAGE_KEYS.watchlist,
      JSON.stringify([watchlistItem({ id: 504, title: 'Seen Film', media_type: 'movie', status: 'watched' })]),
    );
    renderPage(<HomePage />);
    const row = await screen.findByRole('region', { name: ROW });
    const cards = within(row).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/movie/503',
      '/movie/601',
      '/movie/502',
    ]);
    expect(cards[0]).toHaveTextContent('with Ada Lane');
    expect(cards[1]).toHaveTextContent('with Bo Reyes');
    expect(within(row).queryByText('Old Film')).not.toBeInTheDocument();
    expect(within(row).queryByText('Seen Film')).not.toBeInTheDocument();
    expect(mocked.getPersonDetails).toHaveBeenCalledTimes(2);
  });

  it('is not there, and asks for no person, for a visitor who follows nobody', async () => {
    renderPage(<HomePage />);
    expect(await screen.findByRole('link', { name: /Trend Movie/ })).toBeInTheDocument();
    // The check runs after the first row's paint, from the watch log's chunk: wait for it, then for what follows.
    await waitFor(() => expect(loadWatchLog.loaded()).toBeDefined());
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: ROW })).not.toBeInTheDocument();
    expect(mocked.getPersonDetails).not.toHaveBeenCalled();
  });

  it('is not there when nothing of theirs is recent or coming', async () => {
    localStorage.setItem(FOLLOWED_PEOPLE, JSON.stringify([follow(73, 'Cy Old')]));
    mocked.getPersonDetails.mockResolvedValue(details(73, 'Cy Old', [credit(701, 'Old One', '1990-01-01')]));
    renderPage(<HomePage />);
    expect(await screen.findByRole('link', { name: /Trend Movie/ })).toBeInTheDocument();
    await waitFor(() => expect(mocked.getPersonDetails).toHaveBeenCalledWith(73, expect.anything()));
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: ROW })).not.toBeInTheDocument();
  });
});
