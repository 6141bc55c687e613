import type { APIRequestContext } from '@playwright/test';
import { CATALOG } from '@reelist/testing/e2e';

type Provider = { provider_id: number; provider_name: string };
type Country = Partial<Record<'flatrate' | 'free' | 'ads' | 'rent' | 'buy', Provider[]>>;
export interface CatalogTitle {
  id: number;
  title: string;
  poster_path: string | null;
  release_date: string;
  vote_average: number;
}

const STREAMING = ['flatrate', 'free', 'ads'] as const;
const KINDS = [...STREAMING, 'rent', 'buy'] as const;

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${CATALOG}/3${path}${path.includes('?') ? '&' : '?'}api_key=e2e`);
  if (!res.ok()) throw new Error(`catalogue ${path}: ${res.status()}`);
  return (await res.json()) as T;
}

export const popularMovies = async (request: APIRequestContext, page = 1) =>
  (await get<{ results: CatalogTitle[] }>(request, `/movie/popular?page=${page}`)).results;

/** A movie's US offers as the catalogue answers them on its clock's date. */
export const usOffers = async (request: APIRequestContext, id: number): Promise<Country> =>
  (await get<{ results: Record<string, Country> }>(request, `/movie/${id}/watch/providers`)).results['US'] ?? {};

export const streamingIds = (country: Country): number[] =>
  STREAMING.flatMap((kind) => (country[kind] ?? []).map((p) => p.provider_id));

export const allIds = (country: Country): number[] =>
  KINDS.flatMap((kind) => (country[kind] ?? []).map((p) => p.provider_id));

/** Moves the catalogue's availability clock (only in *.faults.spec.ts files: it is global to the server). */
export async function setCatalogClock(request: APIRequestContext, days: number | null): Promise<void> {
  const res =
    days === null
      ? await request.delete(`${CATALOG}/__clock`)
      : await request.put(`${CATALOG}/__clock`, { data: { days } });
  if (!res.ok()) throw new Error(`catalogue clock: ${res.status()}`);
}

/** A watchlist item stored as the app stores it, from a catalogue movie. */
export const asItem = (movie: CatalogTitle) => ({
  id: movie.id,
  title: movie.title,
  media_type: 'movie',
  poster_path: movie.poster_path,
  release_date: movie.release_date,
  vote_average: movie.vote_average,
  status: 'want_to_watch',
  addedAt: '2026-01-01T00:00:00.000Z',
});
