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

/**
 * Lighthouse runs of one page and preset reduced to the median of each figure (mobile scores on a small CPU vary
 * run to run); failed runs are left out, and every run is kept beside for the record.
 */
export function medianRun(runs) {
  const ok = runs.filter((run) => !run.error);
  if (ok.length === 0) return { error: runs[0]?.error ?? 'no run', runs };
  const of = (key) => median(ok.map((run) => run[key]).filter((v) => typeof v === 'number'));
  return { score: of('score'), lcp: of('lcp'), tbt: of('tbt'), cls: of('cls'), scriptKb: of('scriptKb'), runs };
}

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

/**
 * The longest time a sampled value stood still: `samples` are { t, value } in time order (t in ms); a change is
 * seen at the first sample that shows it. The interval from the last change to `end` (when the phase ended, else
 * the last sample) counts too, so a bar stuck until the phase ends is not missed. Returns { ms, value, from, to }
 * (the value it stood at and when), or null for no samples.
 */
export function longestUnchanged(samples, end) {
  if (samples.length === 0) return null;
  const first = samples[0];
  let since = first.t;
  let value = first.value;
  let best = { ms: 0, value, from: since, to: since };
  const close = (t) => {
    if (t - since > best.ms) best = { ms: t - since, value, from: since, to: t };
  };
  for (const sample of samples.slice(1)) {
    if (sample.value === value) continue;
    close(sample.t);
    since = sample.t;
    value = sample.value;
  }
  close(Math.max(end ?? 0, samples[samples.length - 1].t));
  return best;
}
