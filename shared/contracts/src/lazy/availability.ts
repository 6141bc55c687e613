// In lazy/: code only screens after the first need (the shell's build keeps it out of its first chunk).
import type { MediaType } from '../media';

/** How a service offers a title, in the order a viewer prefers them (TMDB's monetisation types). */
export type OfferKind = 'flatrate' | 'free' | 'ads' | 'rent' | 'buy';

/** The offer kinds in that order: a subscription first, then free or with ads, then rent or buy. */
export const OFFER_KINDS: readonly OfferKind[] = ['flatrate', 'free', 'ads', 'rent', 'buy'];

/** Provider ids per offer kind for one title in one region. */
export type TitleOffers = Record<OfferKind, number[]>;

/** What the movie service said about a title's offers, and when (`reelist_availability`). */
export interface KnownAvailability {
  /** When it was fetched (epoch ms); kept a day. */
  checkedAt: number;
  region: string;
  offers: TitleOffers;
}

/** A watchlist title that became available on one of the visitor's services (`reelist_arrivals`). */
export interface Arrival {
  id: number;
  media_type: MediaType;
  title: string;
  providerId: number;
  providerName: string;
  /** When it was noticed (epoch ms). */
  at: number;
  /** The visitor has seen it on the Watchlist (the dot goes). */
  seen: boolean;
}
