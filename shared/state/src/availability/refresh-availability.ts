import { t } from '@lingui/core/macro';
import { getWatchProviders, settlePaced } from '@reelist/api';
import type { PacedBatchOptions } from '@reelist/api';
import { OFFER_KINDS, titleIdentity } from '@reelist/contracts';
import type { Arrival, KnownAvailability, MediaType, WatchProviderCountry } from '@reelist/contracts';
import { AVAILABILITY_TTL_MS, isStale, newlyStreaming, offersFrom } from '@reelist/domain';
import { loadAvailability } from '@reelist/storage';

export interface AvailabilityTitle {
  id: number;
  media_type: MediaType;
  title: string;
}

export interface RefreshOptions extends PacedBatchOptions {
  region: string;
  /** The visitor's services (provider ids), in the order chosen. */
  services: readonly number[];
  /** Record arrivals (watchlist titles); false for other lists, e.g. recommendations. Default true. */
  recordArrivals?: boolean;
  /** Titles done so far (fetched, still fresh, or failed) out of all asked. */
  onProgress?: (done: number, total: number) => void;
}

export interface RefreshResult {
  /** Requests made (at most one per stale title). */
  fetched: number;
  failed: number;
  /** Titles that became available on one of the services since their offers were last known. */
  arrivals: Arrival[];
}

/**
 * Offers are stored in batches, at most every WRITE_EVERY_MS: each write re-reads and rewrites the whole store, so
 * a 1,000-title check (25 s at 40 a second) makes about a dozen writes; what is fetched survives an interruption.
 */
const WRITE_EVERY_MS = 2_000;

/** A service's name as the title's own answer gives it (every offer carries its provider's name). */
function nameIn(country: WatchProviderCountry | undefined, providerId: number): string {
  for (const kind of OFFER_KINDS) {
    const provider = country?.[kind]?.find((p) => p.provider_id === providerId);
    if (provider) return provider.provider_name;
  }
  return t`Service ${providerId}`;
}

/**
 * Fetches the offers of the titles whose known offers are older than a day (or from another region), paced like
 * every batch of movie-service requests (at most 40 a second), stores them (`reelist_availability`) and records
 * the titles that now stream on one of `services` and did not before (`reelist_arrivals`). A title that fails
 * stays as it was known and is tried again next time.
 */
export async function refreshAvailability(
  titles: readonly AvailabilityTitle[],
  options: RefreshOptions,
): Promise<RefreshResult> {
  const { availabilityStore, arrivalsStore } = await loadAvailability();
  const now = options.now ?? Date.now;
  const known = availabilityStore.getSnapshot();
  const stale = titles.filter((t) => isStale(known[titleIdentity(t.media_type, t.id)], options.region, now()));
  const fresh = titles.length - stale.length;
  const result: RefreshResult = { fetched: 0, failed: 0, arrivals: [] };
  let pending: Record<string, KnownAvailability> = {};
  let written = now();
  const write = () => {
    written = now();
    if (Object.keys(pending).length === 0) return;
    availabilityStore.put(pending);
    pending = {};
  };
  options.onProgress?.(fresh, titles.length);

  await settlePaced(
    stale,
    (title, signal) => getWatchProviders(title.media_type, title.id, { signal }),
    (title, outcome) => {
      if (!outcome.ok) result.failed += 1;
      else {
        result.fetched += 1;
        const key = titleIdentity(title.media_type, title.id);
        const country = outcome.value.results[options.region];
        const after: KnownAvailability = { checkedAt: now(), region: options.region, offers: offersFrom(country) };
        const arrived = options.recordArrivals === false ? [] : newlyStreaming(known[key], after, options.services);
        for (const providerId of arrived) {
          result.arrivals.push({
            id: title.id,
            media_type: title.media_type,
            title: title.title,
            providerId,
            providerName: nameIn(country, providerId),
            at: after.checkedAt,
            seen: false,
          });
        }
        pending[key] = after;
        if (now() - written >= WRITE_EVERY_MS) write();
      }
      options.onProgress?.(fresh + result.fetched + result.failed, titles.length);
    },
    options,
  );
  write();
  if (result.arrivals.length > 0) arrivalsStore.record(result.arrivals);
  return result;
}

export interface DailyCheckOptions extends RefreshOptions {
  titles: readonly AvailabilityTitle[];
}

/**
 * The daily arrivals check: at most once a day (the last check is stored with the arrivals), refreshes the
 * watchlist's offers and resolves with what arrived, or null when it already ran today or there is nothing to do.
 * A check with failed requests (offline at start, say) does not count as today's: the next start tries again, and
 * the titles already fetched are fresh, so only the rest are asked.
 */
export async function checkArrivalsDaily(options: DailyCheckOptions): Promise<RefreshResult | null> {
  if (options.services.length === 0 || options.titles.length === 0) return null;
  const { arrivalsStore } = await loadAvailability();
  const now = options.now ?? Date.now;
  const last = arrivalsStore.getSnapshot().checkedAt;
  if (last <= now() && now() - last < AVAILABILITY_TTL_MS) return null;
  const result = await refreshAvailability(options.titles, options);
  if (!options.signal?.aborted && result.failed === 0) arrivalsStore.record([], now());
  return result;
}
