/** Shared state of one data build: the seeded faker, a fast seeded PRNG for bulk picks, id allocators. */
import type { Faker } from '@faker-js/faker';
import type { ImdbIds } from './util';

/** mulberry32: used for high-volume choices (providers, credit picks) where faker would be slow. */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Index skewed toward 0: a few stars get many credits, most people get few. */
  skewed(length: number, power = 2.2): number {
    return Math.min(length - 1, Math.floor(length * this.next() ** power));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) {
      out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0] as T);
    }
    return out;
  }
}

export interface BuildContext {
  faker: Faker;
  prng: Prng;
  today: string;
  imdb: ImdbIds;
  creditSeq: { n: number };
}

export function nextCreditId(ctx: BuildContext): string {
  ctx.creditSeq.n += 1;
  return `5f${ctx.creditSeq.n.toString(16).padStart(22, '0')}`;
}
