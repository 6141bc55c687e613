/** What a write to storage came to. `quota`: the browser's storage is full; `unavailable`: disabled or absent. */
export type WriteResult = { ok: true } | { ok: false; reason: 'quota' | 'unavailable' };

export const WRITTEN: WriteResult = { ok: true };

/** The first failure of several writes, or success when all succeeded. */
export function firstFailure(results: readonly WriteResult[]): WriteResult {
  return results.find((result) => !result.ok) ?? WRITTEN;
}
