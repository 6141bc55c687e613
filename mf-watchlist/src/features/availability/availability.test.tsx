import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Arrival } from '@reelist/contracts';
import { fakeMovieService, watchlistItem } from '@reelist/testing';
import { renderPage } from '../../testing/render-page';
import { WatchlistPage } from '../watchlist';

const ITEMS = [
  watchlistItem({ id: 1, title: 'Alien', addedAt: '2024-03-01T00:00:00.000Z' }),
  watchlistItem({ id: 2, title: 'Brazil', addedAt: '2024-02-01T00:00:00.000Z' }),
  watchlistItem({ id: 3, title: 'Casablanca', addedAt: '2024-01-01T00:00:00.000Z' }),
];

const provider = (provider_id: number, provider_name: string) => ({
  provider_id,
  provider_name,
  logo_path: `/logo-w${provider_id}.jpg`,
  display_priority: provider_id,
});

function services() {
  return fakeMovieService({
    '/3/watch/providers/movie': { results: [provider(8, 'Netflix'), provider(73, 'Tubi'), provider(2, 'Apple TV')] },
    '/3/watch/providers/tv': { results: [] },
    // Alien streams on Netflix and rents on Apple TV; Brazil is free on Tubi and rents on Apple TV; Casablanca: nothing.
    '/3/movie/1/watch/providers': {
      id: 1,
      results: { US: { link: 'x', rent: [provider(2, 'Apple TV')], flatrate: [provider(8, 'Netflix')] } },
    },
    '/3/movie/2/watch/providers': {
      id: 2,
      results: { US: { link: 'x', rent: [provider(2, 'Apple TV')], free: [provider(73, 'Tubi')] } },
    },
    '/3/movie/3/watch/providers': { id: 3, results: { GB: { link: 'x', flatrate: [provider(8, 'Netflix')] } } },
  });
}

const card = (title: string) => screen.getByTitle(title).closest('article') as HTMLElement;

describe('Watchlist with my services', () => {
  it('shows on each card the first of my services that offers it, subscription before free before rent', async () => {
    const fetch = services();
    renderPage(<WatchlistPage />, { items: ITEMS, preferences: { myServices: [2, 73, 8] } });
    expect(await within(card('Alien')).findByRole('img', { name: 'Stream on Netflix' })).toBeInTheDocument();
    expect(await within(card('Brazil')).findByRole('img', { name: 'Free on Tubi' })).toBeInTheDocument();
    expect(within(card('Casablanca')).queryByRole('img', { name: /on / })).not.toBeInTheDocument();
    const asked = fetch.mock.calls.map(([url]) => new URL(String(url)).pathname);
    expect(asked.filter((path) => path.endsWith('/watch/providers') && path.startsWith('/3/movie/'))).toHaveLength(3);
    expect(JSON.parse(localStorage.getItem('reelist_availability') ?? '{}').t).toHaveProperty('movie_1');
  });

  it('filters "Available to me" and keeps it in the URL', async () => {
    services();
    const { router } = renderPage(<WatchlistPage />, { items: ITEMS, preferences: { myServices: [8] } });
    await userEvent.click(screen.getByRole('button', { name: 'Available to me', pressed: false }));
    expect(router.search()).toBe('available=1');
    expect(await screen.findByRole('img', { name: 'Stream on Netflix' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => a.querySelector('a')?.getAttribute('href'))).toEqual(['/movie/1']);
  });

  it('shows a dot and "Now on {service}" for an arrival until the visitor leaves', async () => {
    services();
    const arrival: Arrival = {
      id: 2,
      media_type: 'movie',
      title: 'Brazil',
      providerId: 73,
      providerName: 'Tubi',
      at: Date.now() - 1000,
      seen: false,
    };
    const { unmount } = renderPage(<WatchlistPage />, {
      items: ITEMS,
      preferences: { myServices: [73] },
      storage: { reelist_arrivals: { checkedAt: Date.now(), arrivals: [arrival] } },
    });
    expect(await within(card('Brazil')).findByText('Now on Tubi')).toBeInTheDocument();
    expect(within(card('Brazil')).getByRole('img', { name: 'New' })).toBeInTheDocument();
    await act(async () => unmount());
    await act(async () => undefined);
    expect(JSON.parse(localStorage.getItem('reelist_arrivals') ?? '{}').arrivals[0].seen).toBe(true);
  });

  it('asks nothing about services before any is chosen', () => {
    const fetch = services();
    renderPage(<WatchlistPage />, { items: ITEMS });
    expect(screen.queryByRole('button', { name: 'Available to me' })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
