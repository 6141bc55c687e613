// Small numeric helpers shared by the measurements.

/** Nearest-rank percentile of unsorted numbers; null for none. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? null;
}

export const median = (values) => percentile(values, 50);

export const toKb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Sums encoded (compressed, as sent on the wire) body bytes per kind: { js, css }. */
export function sumBytes(responses) {
  let js = 0;
  let css = 0;
  for (const r of responses) {
    if (r.kind === 'script') js += r.bytes;
    else if (r.kind === 'stylesheet') css += r.bytes;
  }
  return { js, css };
}
