// The shell's first render of a page on the server (built for Node into dist/server/main.js, see webpack.config.js;
// run by @reelist/serve). It is the federation host there as in the browser: it provides the shared singletons, and
// Module Federation's Node runtime loads the route's page from its remote's server container.
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { cachedAnswers, configureApi } from '@reelist/api';
import type { CachedAnswer } from '@reelist/api';
import type { RuntimeConfig } from '@reelist/contracts';
import { bus } from '@reelist/event-bus';
import { Layout } from '../layout/layout';
import { loadRemotePage, registerConfiguredRemotes } from '../remotes/remote-registry';
import { routeFor } from '../routing/route-table.mjs';
import { childRoutes } from '../routing/routes';
import { firstScreenData } from '../services/first-screen-data';
import { createToastQueue } from '../services/toast-queue';

/** What a server render hands the page: the markup inside #root, and the service answers it was made from. */
export interface ServerPage {
  html: string;
  answers: CachedAnswer[];
}

/** The pages rendered on the server; every other route answers the plain shell, rendered in the browser. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a module's name, never shown
const SERVER_RENDERED = new Set(['HomePage']);

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

/**
 * The page at `url` as a first visit with the default preferences sees it, or undefined when the
 * route is not rendered on the server. Rejects when its remote, its first service call or the render fails: the
 * server then answers the plain shell.
 */
export async function renderPage(url: string, config: RuntimeConfig): Promise<ServerPage | undefined> {
  const { pathname, search } = new URL(url, 'http://server');
  const route = routeFor(pathname);
  if (!route || !SERVER_RENDERED.has(route.module)) return undefined;
  configure(config);
  await Promise.all([loadRemotePage(route.remote, route.module), firstScreenData(pathname)]);
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
  return { html, answers: cachedAnswers() };
}
