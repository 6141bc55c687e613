import { OFFER_KINDS } from '@reelist/contracts';
import type { KnownAvailability, OfferKind, TitleOffers, WatchProviderCountry } from '@reelist/contracts';

/** How long a title's known offers are trusted before they are fetched again: a day. */
export const AVAILABILITY_TTL_MS = 24 * 60 * 60 * 1000;

/** The kinds that let a subscriber watch without paying per title: what "arrives on a service" means. */
const STREAMING: ReadonlySet<OfferKind> = new Set(['flatrate', 'free', 'ads']);

/** A region's answer of /{type}/{id}/watch/providers as provider ids per kind (a missing region offers nothing). */
export function offersFrom(country: WatchProviderCountry | undefined): TitleOffers {
  const offers = {} as TitleOffers;
  for (const kind of OFFER_KINDS) offers[kind] = (country?.[kind] ?? []).map((p) => p.provider_id);
  return offers;
}

export interface ServiceOffer {
  providerId: number;
  kind: OfferKind;
}

/**
 * The first of `services` that offers the title: subscription first, then free or with ads, then rent or buy;
 * within one kind, in the order the visitor chose the services. Null when none of them offers it.
 */
export function firstServiceOffer(offers: TitleOffers | undefined, services: readonly number[]): ServiceOffer | null {
  if (!offers) return null;
  for (const kind of OFFER_KINDS) {
    const providerId = services.find((id) => offers[kind].includes(id));
    if (providerId !== undefined) return { providerId, kind };
  }
  return null;
}

/** The services among `services` that stream the title (subscription, free or with ads). */
export function streamingServices(offers: TitleOffers | undefined, services: readonly number[]): number[] {
  if (!offers) return [];
  return services.filter((id) => OFFER_KINDS.some((kind) => STREAMING.has(kind) && offers[kind].includes(id)));
}

/**
 * The services that stream the title now and did not before: an arrival. Nothing arrives on a first look (no
 * earlier offers to compare with) or when the region changed in between.
 */
export function newlyStreaming(
  before: KnownAvailability | undefined,
  after: KnownAvailability,
  services: readonly number[],
): number[] {
  if (!before || before.region !== after.region) return [];
  const had = new Set(streamingServices(before.offers, services));
  return streamingServices(after.offers, services).filter((id) => !had.has(id));
}

/** True when what is known is older than a day, from another region, or unknown. */
export function isStale(known: KnownAvailability | undefined, region: string, now: number): boolean {
  return !known || known.region !== region || now - known.checkedAt >= AVAILABILITY_TTL_MS || known.checkedAt > now;
}
