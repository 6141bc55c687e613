import { SERVICE_PACE } from '@reelist/api';
import { useRuntimeConfig } from '@reelist/state';

/**
 * Requests a second to the movie service: the real service answers 429 above about 40; the embedded catalogue (or a
 * proxy of one's own) has no such limit, so a batch there (an import's look-ups, the calendar's shows) is bounded by
 * its concurrency alone.
 */
export const serviceRate = (baseUrl: string): number =>
  /(^|\.)themoviedb\.org$/.test(new URL(baseUrl, 'http://localhost').hostname) ? SERVICE_PACE.ratePerSecond : 1000;

/** serviceRate for the service this app is configured with. */
export const useServiceRate = (): number => serviceRate(useRuntimeConfig().tmdb.baseUrl);
