/**
 * Where a title can be watched on a given date: the generated offers (the state on the build's "today") changed by
 * a deterministic schedule. Each released title, in each region, may gain a streaming, free or ad-supported
 * service on a day after the build's "today" and may lose one of its streaming services on another; every choice
 * comes from a hash of the title and region, so the same date always gives the same answer, and the build's own
 * "today" gives exactly the generated data.
 */
import { Prng } from '../data/context';
import type { Kind, OfferType, Offers, ProviderRec, ProviderSet } from '../data/types';
import { addDays, daysBetween, hash32, isIsoDate } from '../data/util';

export const OFFER_TYPES: readonly OfferType[] = ['flatrate', 'free', 'ads', 'rent', 'buy'];

/** The days after the build's "today" within which scheduled changes happen. */
export const SCHEDULE_DAYS = 120;

export interface ScheduledChange {
  kind: Kind;
  id: number;
  region: string;
  provider_id: number;
  type: OfferType;
  change: 'arrives' | 'leaves';
  /** Days after the build's "today" (1..SCHEDULE_DAYS). */
  day: number;
}

interface Scheduled {
  providers: Record<string, ProviderSet>;
}

const streamingKinds = (p: ProviderRec) => p.kinds.filter((k) => k === 'flatrate' || k === 'free' || k === 'ads');
const serves = (p: ProviderRec, region: string) => !p.regions || p.regions.includes(region);

/** The changes scheduled for one title in one region, earliest first. */
export function scheduleFor(
  kind: Kind,
  rec: { id: number } & Scheduled,
  region: string,
  providers: readonly ProviderRec[],
): ScheduledChange[] {
  // Unreleased titles have no offers anywhere: nothing arrives before they come out.
  if (Object.keys(rec.providers).length === 0) return [];
  const prng = new Prng(hash32(`availability:${kind}:${rec.id}:${region}`));
  const base = rec.providers[region];
  const has = new Set(base ? [...base.flatrate] : []);
  const changes: ScheduledChange[] = [];
  const at = (provider: ProviderRec, type: OfferType, change: ScheduledChange['change'], day: number) =>
    changes.push({ kind, id: rec.id, region, provider_id: provider.provider_id, type, change, day });
  // About one title in four gains a service within SCHEDULE_DAYS, a few gain a second one later.
  for (const [chance, from, to] of [
    [0.25, 1, 45],
    [0.08, 46, SCHEDULE_DAYS],
  ] as const) {
    if (!prng.chance(chance)) continue;
    const candidates = providers.filter(
      (p) => serves(p, region) && streamingKinds(p).length > 0 && !has.has(p.provider_id),
    );
    if (candidates.length === 0) continue;
    const provider = prng.pick(candidates);
    has.add(provider.provider_id);
    at(provider, streamingKinds(provider)[0] as OfferType, 'arrives', prng.int(from, to));
  }
  // About one in eight streamed titles leaves one of its streaming services.
  const streamed = base?.flatrate ?? [];
  if (streamed.length > 0 && prng.chance(0.12)) {
    // One draw: picking inside the search drew again for every provider compared, favouring the first ones.
    const leavingId = prng.pick(streamed);
    const leaving = providers.find((p) => p.provider_id === leavingId);
    if (leaving) at(leaving, 'flatrate', 'leaves', prng.int(1, SCHEDULE_DAYS));
  }
  return changes.sort((a, b) => a.day - b.day);
}

/** The offers of one title in one region `day` days after the build's "today" (0 or less: the generated ones). */
export function offersOn(
  kind: Kind,
  rec: { id: number } & Scheduled,
  region: string,
  day: number,
  providers: readonly ProviderRec[],
): Offers | undefined {
  const base = rec.providers[region];
  const offers: Offers = {
    flatrate: [...(base?.flatrate ?? [])],
    free: [],
    ads: [],
    rent: [...(base?.rent ?? [])],
    buy: [...(base?.buy ?? [])],
  };
  if (day > 0) {
    for (const change of scheduleFor(kind, rec, region, providers)) {
      if (change.day > day) break;
      const list = offers[change.type];
      if (change.change === 'arrives') list.push(change.provider_id);
      else offers[change.type] = list.filter((id) => id !== change.provider_id);
    }
  }
  return OFFER_TYPES.some((type) => offers[type].length > 0) ? offers : undefined;
}

/**
 * The date the availability schedule is read on: the build's "today" unless a test moved it (CATALOG_CLOCK at
 * start-up, or PUT /__clock). Availability and the announced credits follow it; release dates and episodes stay on
 * the build's date.
 */
export class AvailabilityClock {
  private date: string;

  constructor(
    readonly anchor: string,
    initial?: string,
  ) {
    this.date = anchor;
    if (initial) this.set(initial);
  }

  get today(): string {
    return this.date;
  }

  /** Days after the build's "today" (negative when moved back). */
  get day(): number {
    return daysBetween(this.anchor, this.date);
  }

  /** Moves the date; throws a readable message for anything but a YYYY-MM-DD date. */
  set(date: string): void {
    if (!isIsoDate(date)) throw new Error(`today must be a date as YYYY-MM-DD, got ${JSON.stringify(date)}`);
    this.date = date;
  }

  /** Moves the date by a whole number of days from the build's "today". */
  setDays(days: number): void {
    if (!Number.isInteger(days) || Math.abs(days) > 3650) throw new Error('days must be an integer from -3650 to 3650');
    this.date = addDays(this.anchor, days);
  }

  reset(): void {
    this.date = this.anchor;
  }
}
