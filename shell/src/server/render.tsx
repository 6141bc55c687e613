// The shell's first render of a page on the server (built for Node into dist/server/main.js, see webpack.config.js;
// run by @reelist/serve). It is the federation host there as in the browser: it provides the shared singletons, and
// Module Federation's Node runtime loads the route's page from its remote's server container.
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { cachedAnswers, configureApi, isApiError } from '@reelist/api';
import type { CachedAnswer } from '@reelist/api';
import type { RuntimeConfig } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { Layout } from '../layout/layout';
import { loadRemotePage, registerConfiguredRemotes } from '../remotes/remote-registry';
import { routeFor } from '../routing/route-table.mjs';
import { childRoutes } from '../routing/routes';
import { firstScreenData, serverRenderedRoutes } from '../services/first-screen-data';
import { createToastQueue } from '../services/toast-queue';

/** What a server render hands the page: the markup inside #root, and the service answers it was made from. */
export interface ServerPage {
  html: string;
  answers: CachedAnswer[];
}

/** A remote's server container sits in its build's server/ folder, beside the browser's remoteEntry.js. */
const serverEntry = (entry: string): string => entry.replace(/remoteEntry\.js$/, 'server/remoteEntry.js');

let services = '';
const toasts = createToastQueue(bus);

/** Takes the runtime config the browser gets now: its services, and its remotes (a promoted release included). */
function configure(config: RuntimeConfig): void {
  const next = JSON.stringify([config.tmdb, config.omdb]);
  if (next !== services) configureApi(config);
  services = next;
  registerConfiguredRemotes({
    ...config,
    remotes: Object.fromEntries(Object.entries(config.remotes).map(([name, entry]) => [name, serverEntry(entry)])),
  });
}

/** Loads the pages the server renders, so that the first visitor's render does not wait for a remote's container. */
export async function warmUp(config: RuntimeConfig): Promise<void> {
  configure(config);
  // Routes share pages (a movie's and a show's): each page once.
  const pages = new Map(serverRenderedRoutes().map((route) => [`${route.remote}/${route.module}`, route]));
  await Promise.all([...pages.values()].map((route) => loadRemotePage(route.remote, route.module)));
}

/** The page's first service answer, or false when the service says the title does not exist. */
const answered = (data: Promise<unknown>): Promise<boolean> =>
  data.then(
    () => true,
    (error: unknown) => {
      if (isApiError(error) && error.status === 404) return false;
      throw error;
    },
  );

/**
 * The page at `url` as a first visit with the default preferences sees it, or undefined when the route is not
 * rendered on the server (the pages with a first service call, see firstScreenData) or its title does not exist.
 * Rejects when its remote, its first service call or the render fails: the server then answers the plain shell.
 */
export async function renderPage(url: string, config: RuntimeConfig): Promise<ServerPage | undefined> {
  const { pathname, search } = new URL(url, 'http://server');
  const route = routeFor(pathname);
  if (!route) return undefined;
  configure(config);
  const keys = new Set<string>();
  const data = firstScreenData(pathname + search, { keys });
  if (!data) return undefined;
  const [, found] = await Promise.all([loadRemotePage(route.remote, route.module), answered(data)]);
  if (!found) return undefined;
  const html = await new Promise<string>((resolve, reject) => {
    let failure: unknown;
    const stream = renderToPipeableStream(
      <StaticRouter location={pathname + search}>
        <Routes>
          <Route element={<Layout config={config} toasts={toasts} />}>{childRoutes}</Route>
        </Routes>
      </StaticRouter>,
      {
        // The whole page in one piece: a boundary React streamed later would be revealed by an inline script,
        // which the page's Content-Security-Policy forbids.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          if (failure) return reject(failure);
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          stream.pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          failure ??= error;
        },
      },
    );
  });
  return { html, answers: cachedAnswers(keys) };
}
