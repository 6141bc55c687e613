// The catalogue under concurrent load: a bounded autocannon run per endpoint on loopback (duration and
// connections fixed, so it always stops by itself). Percentiles from every response time, not autocannon's
// buckets (it reports p97.5, not p95).
import autocannon from 'autocannon';
import { percentile } from './stats.js';

export async function loadCatalog(base, paths, { seconds = 5, connections = 10 } = {}) {
  const results = [];
  for (const path of paths) {
    const times = [];
    const run = autocannon({ url: `${base}${path}`, connections, duration: seconds });
    run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    const r = await run;
    results.push({
      path,
      requests: times.length,
      requestsPerSec: Math.round(r.requests.average),
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      errors: r.errors,
      non2xx: r.non2xx,
    });
  }
  return results;
}
