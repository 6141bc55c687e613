// Depth of the request chain before a route is usable, from request timings (no initiator data needed).
//
// Method ("timing order"): a request's depth is 1 + the largest depth among the chain requests that had
// finished before it started; the HTML document has depth 0. Requests that overlap in time are one wave, so
// chunks fetched in parallel count once. This is an upper bound of the causal chain: two requests in
// sequence by coincidence also count as a hop, so a pass is trustworthy and a fail is worth a look.
// `scripts` counts only JavaScript (HTML -> shell -> remoteEntry -> chunks); `full` also counts the JSON that
// gates scripts (config.json, mf-manifest.json), which shows the real round trips before the first remote.

/** @typedef {{ url: string, kind: 'document' | 'script' | 'stylesheet' | 'manifest' | 'config' | 'other', start: number, end: number }} TimedRequest */

/** @param {string} url @param {string} resourceType */
export function kindOf(url, resourceType) {
  const path = new URL(url).pathname;
  if (resourceType === 'document') return 'document';
  if (path.endsWith('/mf-manifest.json')) return 'manifest';
  if (path === '/config.json') return 'config';
  if (resourceType === 'script' || path.endsWith('.js')) return 'script';
  if (resourceType === 'stylesheet' || path.endsWith('.css')) return 'stylesheet';
  return 'other';
}

/**
 * @param {TimedRequest[]} requests
 * @param {Array<TimedRequest['kind']>} kinds the kinds that form links of the chain (document always does)
 * @returns {number} the deepest hop count among the chain's script requests
 */
export function chainDepth(requests, kinds) {
  const links = requests
    .filter((r) => r.kind === 'document' || kinds.includes(r.kind))
    .sort((a, b) => a.start - b.start);
  /** @type {Map<TimedRequest, number>} */
  const depth = new Map();
  let deepestScript = 0;
  for (const r of links) {
    let d = 0;
    if (r.kind !== 'document') {
      d = 1;
      for (const [q, qd] of depth) if (q.end <= r.start && qd + 1 > d) d = qd + 1;
    }
    depth.set(r, d);
    if (r.kind === 'script' && d > deepestScript) deepestScript = d;
  }
  return deepestScript;
}
