import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@reelist/api';
import type { Title } from '@reelist/contracts';
import { loadWatchLog } from '@reelist/storage';
import { seasonSummary, watchlistItem } from '@reelist/testing';
import { renderPage } from '../../testing/render-page';
import { WatchlistPage } from './watchlist-page';

jest.mock('@reelist/api', () => ({ ...jest.requireActual('@reelist/api'), getTvDetails: jest.fn() }));
const mocked = jest.mocked(api);

const season = seasonSummary;
// Two seasons of four, aired up to S2E3.
const SHOW: Title = {
  id: 40,
  name: 'Lighthouse',
  seasons: [season(1, 4), season(2, 4)],
  last_episode_to_air: { season_number: 2, episode_number: 3 } as Title['last_episode_to_air'],
};
const viewing = (season: number, number: number) => ({
  id: 40,
  media_type: 'tv' as const,
  watchedAt: `2026-02-0${number}T20:00:00.000Z`,
  rewatch: false,
  source: 'trakt' as const,
  sourceKey: `h${season}${number}`,
  episode: { season, number },
});

beforeEach(() => mocked.getTvDetails.mockResolvedValue(SHOW));

describe('Next episode on Watching shows', () => {
  const items = [
    watchlistItem({ id: 40, title: 'Lighthouse', media_type: 'tv', status: 'watching' }),
    watchlistItem({ id: 41, title: 'Done Show', media_type: 'tv', status: 'watched' }),
    watchlistItem({ id: 40, title: 'Lighthouse (film)', media_type: 'movie', status: 'watching' }),
  ];

  it('says "Next: S2E1" on the card and in the list row of a show being watched, and nowhere else', async () => {
    const pending = renderPage(<WatchlistPage />, { items });
    const { watchLogStore } = await loadWatchLog();
    await watchLogStore.append([1, 2, 3, 4].map((n) => viewing(1, n)));
    const card = (await screen.findByText('Next: S2E1')).closest('article') as HTMLElement;
    expect(within(card).getByRole('link')).toHaveTextContent('Lighthouse');
    expect(screen.getAllByText(/^Next: /)).toHaveLength(1);
    // Only Watching shows are looked up: a Watched show not kept followed, or a movie, is not.
    expect(mocked.getTvDetails).toHaveBeenCalledTimes(1);
    expect(mocked.getTvDetails).toHaveBeenCalledWith(40, expect.anything());
    await userEvent.click(screen.getByRole('button', { name: /List view/ }));
    expect(await screen.findByText('Next: S2E1')).toBeInTheDocument();
    pending.unmount();
  });
});
