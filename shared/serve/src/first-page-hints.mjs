// Names the first page's files in the HTML's Link header (rel=preload), so the browser fetches the page's remote entry
// and the exposed module's chunks together with the shell's own files. Without it they wait for the shell's federation
// runtime (main.js) to download and run, then the entry, then the chunks: two round trips in a row to a cold origin,
// the longest wait before Home's first cards on a phone.
//
// The route comes from the shell's build (route-table.json: a pattern, a remote and a module per route); the files
// from the remote's mf-manifest.json beside its entry, fetched like the browser would and kept for a few seconds.
// Never waits for a manifest: an HTML response goes out at once, with what is known (at least the remote's entry).

/** How long a remote's manifest is trusted before it is fetched again (in the background). */
export const MANIFEST_TTL_MS = 5_000;

/** How long a manifest may take before the server gives up on it (start-up waits for every remote's). */
const MANIFEST_TIMEOUT_MS = 5_000;

async function fetchJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** A manifest's exposed modules, each with the files it loads before it runs. */
function pagesOf(manifest) {
  return new Map(
    (manifest.exposes ?? []).map((expose) => [
      expose.name,
      { js: expose.assets?.js?.sync ?? [], css: expose.assets?.css?.sync ?? [] },
    ]),
  );
}

/**
 * @param {object} o
 * @param {Array<{ pattern: string, remote: string, module: string }>} o.routes the shell build's route table
 * @param {() => Record<string, string>} o.remotes remote name -> entry URL; asked each time (a release can be promoted)
 * @param {(url: string) => Promise<any>} [o.load] reads a manifest (default: fetch)
 * @param {() => number} [o.now]
 * @returns {((pathname: string) => string | undefined) & { styles: (pathname: string) => string[], warm: () => Promise<void> }}
 */
export function createFirstPageHints({ routes, remotes, load = fetchJson, now = Date.now }) {
  /** @type {Map<string, { pages: Map<string, { js: string[], css: string[] }>, at: number }>} */
  const manifests = new Map();
  const pending = new Map();

  const refresh = (url) => {
    if (!pending.has(url)) {
      pending.set(
        url,
        load(url)
          .then((manifest) => manifests.set(url, { pages: pagesOf(manifest), at: now() }))
          // A remote that is down or mid-deploy: try again after the same pause, name its entry meanwhile.
          .catch(() => manifests.set(url, { pages: new Map(), at: now() }))
          .finally(() => pending.delete(url)),
      );
    }
    return pending.get(url);
  };
  const manifestOf = (entry) => new URL('mf-manifest.json', entry).href;
  const matchers = routes.map((route) => ({ ...route, matches: new RegExp(route.pattern) }));

  /** The route's remote entry and its page's files, as far as known now. */
  const pageOf = (pathname) => {
    const route = matchers.find((r) => r.matches.test(pathname));
    const entry = route && remotes()[route.remote];
    if (!entry) return undefined;
    const url = manifestOf(entry);
    const known = manifests.get(url);
    if (!known || now() - known.at > MANIFEST_TTL_MS) void refresh(url);
    return { entry, page: known?.pages.get(route.module) ?? { js: [], css: [] } };
  };

  const hints = (pathname) => {
    const found = pageOf(pathname);
    if (!found) return undefined;
    const { entry, page } = found;
    return [
      `<${entry}>; rel=preload; as=script`,
      ...page.js.map((file) => `<${new URL(file, entry).href}>; rel=preload; as=script`),
      ...page.css.map((file) => `<${new URL(file, entry).href}>; rel=preload; as=style`),
    ].join(', ');
  };
  /** The stylesheets the route's page loads first, as URLs: a server-rendered page links them in its head. */
  hints.styles = (pathname) => {
    const found = pageOf(pathname);
    return found ? found.page.css.map((file) => new URL(file, found.entry).href) : [];
  };
  /** Reads every remote's manifest now (at start-up), so the first visitor gets the whole hint. */
  hints.warm = async () => {
    await Promise.all(Object.values(remotes()).map((entry) => refresh(manifestOf(entry))));
  };
  return hints;
}
