import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { titleIdentity } from '@reelist/contracts';
import type { Arrival, WatchlistItem, WatchProvider } from '@reelist/contracts';
import { firstServiceOffer } from '@reelist/domain';
import { loadAvailability } from '@reelist/storage';
import type { AvailabilityMap } from '@reelist/storage';
import {
  refreshAvailability,
  useArrivals,
  useKnownAvailability,
  useRegionProviders,
} from '@reelist/state/availability';
import { whenIdle } from '@reelist/ui';
import type { CardMark, CardMarks } from './card-marks';

/** What the page needs from the layer: the cards' marks, which titles are available to me, and a check's progress. */
export interface AvailabilityState extends CardMarks {
  /** Keys of the titles one of my services offers (for "Available to me"). */
  available: ReadonlySet<string>;
  /** While the whole list is being checked for "Available to me": titles done of all. */
  progress?: { done: number; total: number };
}

export interface AvailabilityLayerProps {
  items: readonly WatchlistItem[];
  services: readonly number[];
  region: string;
  /** "Available to me" is on: every title's offers are needed, not only those on screen. */
  checkAll: boolean;
  onChange: (state: AvailabilityState) => void;
}

/** Arrivals shown on the cards: a fortnight. */
const ARRIVAL_SHOWN_MS = 14 * 24 * 60 * 60 * 1000;

function marksOf(
  items: readonly WatchlistItem[],
  known: AvailabilityMap,
  arrivals: readonly Arrival[],
  services: readonly number[],
  region: string,
  providers: ReadonlyMap<number, WatchProvider>,
  now: number,
  /** A service's name when the region's list does not have it ('Service 8'). */
  unnamed: (id: number) => string,
) {
  const byKey = new Map<string, CardMark>();
  const available = new Set<string>();
  const latest = new Map<string, Arrival>();
  for (const a of arrivals) {
    const key = titleIdentity(a.media_type, a.id);
    if (services.includes(a.providerId) && now - a.at < ARRIVAL_SHOWN_MS && !latest.has(key)) latest.set(key, a);
  }
  for (const item of items) {
    const key = titleIdentity(item.media_type, item.id);
    const entry = known[key];
    const offer = entry && entry.region === region ? firstServiceOffer(entry.offers, services) : null;
    const arrival = latest.get(key);
    if (!offer && !arrival) continue;
    const mark: CardMark = {};
    if (offer) {
      available.add(key);
      const provider = providers.get(offer.providerId);
      mark.service = {
        name: provider?.provider_name ?? unnamed(offer.providerId),
        logoPath: provider?.logo_path ?? null,
        kind: offer.kind,
      };
    }
    if (arrival) mark.arrival = { service: arrival.providerName, fresh: !arrival.seen };
    byKey.set(key, mark);
  }
  return { byKey, available };
}

/**
 * The Watchlist's link to the visitor's services, loaded only when services are chosen: which of them offers each
 * title (fetched for the cards on screen, in idle time, and for the whole list while "Available to me" is on;
 * known offers are kept a day) and the titles that arrived on one. The arrivals shown are marked seen on leaving.
 */
export default function AvailabilityLayer({ items, services, region, checkAll, onChange }: AvailabilityLayerProps) {
  const known = useKnownAvailability();
  const arrivals = useArrivals();
  const providers = useRegionProviders(region);
  const { t } = useLingui();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const wanted = useRef(new Map<string, WatchlistItem>());
  const asked = useRef(new Set<string>());
  const options = useMemo(() => ({ region, services }), [region, services]);

  // Cards on screen ask; one idle-time batch fetches what is not known for today.
  const request = useCallback(
    (item: WatchlistItem) => {
      const key = titleIdentity(item.media_type, item.id);
      // While "Available to me" checks the whole list, the cards' titles are in that check already.
      if (checkAll || asked.current.has(key)) return;
      asked.current.add(key);
      const first = wanted.current.size === 0;
      wanted.current.set(key, item);
      if (!first) return;
      whenIdle(() => {
        const batch = [...wanted.current.values()];
        wanted.current.clear();
        void refreshAvailability(batch, options);
      });
    },
    [options, checkAll],
  );

  useEffect(() => {
    if (!checkAll) return undefined;
    const controller = new AbortController();
    void refreshAvailability(items, {
      ...options,
      signal: controller.signal,
      onProgress: (done, total) => setProgress(done < total ? { done, total } : undefined),
    }).finally(() => {
      // A check the next one replaced must not clear that one's progress.
      if (!controller.signal.aborted) setProgress(undefined);
    });
    return () => controller.abort();
    // Only a switch of the filter or the services starts a check: items changing (a status) do not.
  }, [checkAll, options]);

  const providerMap = useMemo(() => new Map((providers.data ?? []).map((p) => [p.provider_id, p])), [providers.data]);
  // The marks change with what is known, not with a check's progress (about 40 ticks a second).
  const marks = useMemo(
    () =>
      marksOf(
        items,
        known ?? {},
        arrivals?.arrivals ?? [],
        services,
        region,
        providerMap,
        Date.now(),
        (id) => t`Service ${id}`,
      ),
    [items, known, arrivals, services, region, providerMap, t],
  );
  const state = useMemo<AvailabilityState>(() => ({ ...marks, request, progress }), [marks, request, progress]);

  useEffect(() => onChange(state), [onChange, state]);

  // The dots of the arrivals shown go once the visitor leaves the Watchlist.
  const shown = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    shown.current = new Set([...marks.byKey].filter(([, m]) => m.arrival?.fresh).map(([key]) => key));
  }, [marks]);
  useEffect(
    () => () => {
      const keys = shown.current;
      if (keys.size > 0) void loadAvailability().then(({ arrivalsStore }) => arrivalsStore.markSeen(keys));
    },
    [],
  );
  return null;
}
