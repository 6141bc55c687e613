/** Small deterministic helpers shared by the generators (no clock, no Math.random). */

/** FNV-1a: a stable 32-bit hash, so ids and choices derived from titles survive reordering. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const DAY_MS = 86_400_000;

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

export const round1 = (n: number): number => Math.round(n * 10) / 10;
export const round3 = (n: number): number => Math.round(n * 1000) / 1000;
export const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n));

/** Hands out unique imdb ids (tt + 7 digits), preferring the one derived from a stable seed. */
export class ImdbIds {
  private readonly used = new Set<string>();

  take(seed: number): string {
    let n = 100_000 + (seed % 9_800_000);
    let id = `tt${String(n).padStart(7, '0')}`;
    while (this.used.has(id)) {
      n = n >= 9_899_999 ? 100_000 : n + 1;
      id = `tt${String(n).padStart(7, '0')}`;
    }
    this.used.add(id);
    return id;
  }
}

export function titleCase(text: string): string {
  return text.replace(/\b([a-z])/g, (m) => m.toUpperCase());
}
