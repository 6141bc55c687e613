// Depth of the request chain before a route is usable, two ways.
//
// causalDepth (the budgeted figure): from each request's initiator, as Chromium's DevTools protocol reports it
// (Network.requestWillBeSent: the document's parser, or the scripts on the JavaScript stack that asked for it,
// async parents included). A script is one hop deeper than the deepest script on its initiator stack; a script
// the HTML names is hop 1. This is the chain HTML -> shell -> remote entry -> chunks, budgeted at 3 hops (budgets.js).
//
// chainDepth ("timing order", recorded beside it): a request's depth is 1 + the largest depth among the chain requests that had
// finished before it started; the HTML document has depth 0. Requests that overlap in time are one wave, so
// chunks fetched in parallel count once. This is an upper bound of the causal chain: two requests in
// sequence by coincidence also count as a hop, so a pass is trustworthy and a fail is worth a look.
// It also counts the browser's own queuing (six connections a host over HTTP/1.1) as hops.
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

/** @typedef {{ url: string, kind: TimedRequest['kind'], parents: string[] }} InitiatedRequest */

/**
 * @param {InitiatedRequest[]} requests in the order they were sent; `parents` are the URLs of the scripts on
 *   the initiator's stack (empty when the HTML's parser asked for it)
 * @returns {number} the deepest hop count among the script requests (0 without scripts)
 */
export function causalDepth(requests) {
  /** @type {Map<string, number>} */
  const depthOf = new Map();
  let deepest = 0;
  for (const r of requests) {
    if (r.kind !== 'script' || depthOf.has(r.url)) continue;
    const d = 1 + Math.max(0, ...r.parents.map((url) => depthOf.get(url) ?? 0));
    depthOf.set(r.url, d);
    if (d > deepest) deepest = d;
  }
  return deepest;
}

/** The script URLs on a DevTools protocol initiator stack, async parents included, without duplicates. */
export function stackUrls(stack) {
  const urls = new Set();
  for (let s = stack; s; s = s.parent) for (const frame of s.callFrames ?? []) if (frame.url) urls.add(frame.url);
  return [...urls];
}
