/** Fixed reference tables: TMDB genre ids, watch regions, providers and networks (real TMDB ids). */
import type { NetworkRec, ProviderRec } from './types';

export const MOVIE_GENRES: ReadonlyArray<{ id: number; name: string }> = [
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 14, name: 'Fantasy' },
  { id: 36, name: 'History' },
  { id: 27, name: 'Horror' },
  { id: 10402, name: 'Music' },
  { id: 9648, name: 'Mystery' },
  { id: 10749, name: 'Romance' },
  { id: 878, name: 'Science Fiction' },
  { id: 10770, name: 'TV Movie' },
  { id: 53, name: 'Thriller' },
  { id: 10752, name: 'War' },
  { id: 37, name: 'Western' },
];

export const TV_GENRES: ReadonlyArray<{ id: number; name: string }> = [
  { id: 10759, name: 'Action & Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 10762, name: 'Kids' },
  { id: 9648, name: 'Mystery' },
  { id: 10763, name: 'News' },
  { id: 10764, name: 'Reality' },
  { id: 10765, name: 'Sci-Fi & Fantasy' },
  { id: 10766, name: 'Soap' },
  { id: 10767, name: 'Talk' },
  { id: 10768, name: 'War & Politics' },
  { id: 37, name: 'Western' },
];

/** vega-datasets "Major Genre" -> TMDB movie genre ids. */
export const VEGA_GENRES: Readonly<Record<string, number[]>> = {
  Drama: [18],
  Comedy: [35],
  Musical: [10402, 35],
  'Thriller/Suspense': [53],
  Adventure: [12],
  Action: [28],
  'Romantic Comedy': [10749, 35],
  Horror: [27],
  Western: [37],
  Documentary: [99],
  'Black Comedy': [35, 80],
  'Concert/Performance': [10402, 99],
};

/** "Creative Type" adds a second genre where it says something TMDB would. */
export const VEGA_CREATIVE: Readonly<Record<string, number>> = {
  'Science Fiction': 878,
  Fantasy: 14,
  'Historical Fiction': 36,
  'Kids Fiction': 10751,
  'Super Hero': 28,
  Dramatization: 36,
};

export const REGIONS: ReadonlyArray<{ iso_3166_1: string; english_name: string; native_name: string }> = [
  { iso_3166_1: 'US', english_name: 'United States of America', native_name: 'United States' },
  { iso_3166_1: 'GB', english_name: 'United Kingdom', native_name: 'United Kingdom' },
  { iso_3166_1: 'CA', english_name: 'Canada', native_name: 'Canada' },
  { iso_3166_1: 'AU', english_name: 'Australia', native_name: 'Australia' },
  { iso_3166_1: 'DE', english_name: 'Germany', native_name: 'Deutschland' },
  { iso_3166_1: 'FR', english_name: 'France', native_name: 'France' },
  { iso_3166_1: 'ES', english_name: 'Spain', native_name: 'España' },
  { iso_3166_1: 'IT', english_name: 'Italy', native_name: 'Italia' },
  { iso_3166_1: 'JP', english_name: 'Japan', native_name: '日本' },
  { iso_3166_1: 'KR', english_name: 'South Korea', native_name: '대한민국' },
  { iso_3166_1: 'IN', english_name: 'India', native_name: 'India' },
  { iso_3166_1: 'BR', english_name: 'Brazil', native_name: 'Brasil' },
  { iso_3166_1: 'MX', english_name: 'Mexico', native_name: 'México' },
];
export const REGION_CODES: readonly string[] = REGIONS.map((r) => r.iso_3166_1);

const provider = (
  provider_id: number,
  provider_name: string,
  display_priority: number,
  kinds: ProviderRec['kinds'],
  regions?: readonly string[],
): ProviderRec => ({
  provider_id,
  provider_name,
  display_priority,
  kinds,
  logo_path: `/logo-w${provider_id}.jpg`,
  ...(regions ? { regions } : {}),
});

export const PROVIDERS: readonly ProviderRec[] = [
  provider(8, 'Netflix', 1, ['flatrate']),
  provider(9, 'Amazon Prime Video', 2, ['flatrate']),
  provider(337, 'Disney Plus', 3, ['flatrate']),
  provider(1899, 'Max', 4, ['flatrate']),
  provider(15, 'Hulu', 5, ['flatrate']),
  provider(350, 'Apple TV Plus', 6, ['flatrate']),
  provider(531, 'Paramount Plus', 7, ['flatrate']),
  provider(386, 'Peacock Premium', 8, ['flatrate']),
  provider(283, 'Crunchyroll', 9, ['flatrate']),
  provider(2, 'Apple TV', 10, ['rent', 'buy']),
  provider(3, 'Google Play Movies', 11, ['rent', 'buy']),
  provider(10, 'Amazon Video', 12, ['rent', 'buy']),
  provider(192, 'YouTube', 13, ['rent', 'buy']),
  provider(7, 'Fandango At Home', 14, ['rent', 'buy']),
  provider(68, 'Microsoft Store', 15, ['buy']),
  // Free and ad-supported services, in some regions only: titles reach them through the availability schedule
  // (src/store/availability.ts), never on the build's "today".
  provider(73, 'Tubi', 16, ['free'], ['US', 'CA', 'AU', 'MX', 'GB']),
  provider(300, 'Pluto TV', 17, ['free'], ['US', 'GB', 'DE', 'FR', 'ES', 'IT', 'BR', 'MX']),
  provider(207, 'The Roku Channel', 18, ['ads'], ['US', 'CA', 'GB', 'MX']),
  provider(613, 'Amazon Freevee', 19, ['ads'], ['US', 'GB', 'DE']),
];

const network = (id: number, name: string, origin_country: string): NetworkRec => ({
  id,
  name,
  origin_country,
  logo_path: `/logo-n${id}.jpg`,
});

export const NETWORKS: readonly NetworkRec[] = [
  network(213, 'Netflix', ''),
  network(49, 'HBO', 'US'),
  network(2739, 'Disney+', ''),
  network(1024, 'Prime Video', ''),
  network(2552, 'Apple TV+', ''),
  network(453, 'Hulu', 'US'),
  network(19, 'FOX', 'US'),
  network(6, 'NBC', 'US'),
  network(16, 'CBS', 'US'),
  network(2, 'ABC', 'US'),
  network(4, 'BBC One', 'GB'),
  network(67, 'Showtime', 'US'),
  network(174, 'AMC', 'US'),
  network(88, 'FX', 'US'),
  network(71, 'The CW', 'US'),
];

export const LANGUAGES = ['en', 'en', 'en', 'en', 'en', 'fr', 'es', 'de', 'it', 'ja', 'ko', 'hi', 'pt'] as const;

export const DEPARTMENTS: ReadonlyArray<{ department: string; jobs: string[] }> = [
  { department: 'Directing', jobs: ['Director', 'Assistant Director'] },
  { department: 'Writing', jobs: ['Screenplay', 'Writer', 'Story', 'Novel'] },
  { department: 'Production', jobs: ['Producer', 'Executive Producer', 'Casting'] },
  { department: 'Camera', jobs: ['Director of Photography', 'Camera Operator'] },
  { department: 'Editing', jobs: ['Editor'] },
  { department: 'Sound', jobs: ['Original Music Composer', 'Sound Designer'] },
  { department: 'Art', jobs: ['Production Design', 'Art Direction'] },
  { department: 'Costume & Make-Up', jobs: ['Costume Design', 'Makeup Artist'] },
  { department: 'Visual Effects', jobs: ['Visual Effects Supervisor'] },
  { department: 'Crew', jobs: ['Stunt Coordinator'] },
  { department: 'Lighting', jobs: ['Gaffer'] },
];

export const VIDEO_TYPES = ['Trailer', 'Teaser', 'Clip', 'Featurette', 'Behind the Scenes'] as const;
export const MOVIE_CERTIFICATIONS = ['G', 'PG', 'PG-13', 'R', 'NC-17'] as const;
export const TV_RATINGS = ['TV-Y', 'TV-Y7', 'TV-G', 'TV-PG', 'TV-14', 'TV-MA'] as const;
