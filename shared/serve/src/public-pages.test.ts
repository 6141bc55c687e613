import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import {
  PRODUCT_NAME,
  createPublicPages,
  excerpt,
  headFor,
  jsonForScript,
  publicPage,
  readableFor,
  renderHead,
  withApp,
  withHead,
} from './public-pages.mjs';
import { createStaticServer, listen } from './static-server.mjs';

// The shell build's index.html as the build writes it: minified, attribute quotes dropped where it can.
const SHELL =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Reelist: discover movies ' +
  'and TV shows, keep a watchlist, get recommendations."><title>Reelist</title><script src=/theme-init.js></script>' +
  '</head><body><div id=root></div></body></html>';
const IMAGES = 'http://img.test/t/p';
const HOSTILE = 'Evil </script><script>alert(1)</script> "quoted" & \'single\'';

const movie = {
  id: 603,
  title: 'The Matrix',
  release_date: '1999-03-30',
  overview: 'A computer hacker learns about the true nature of reality.',
  poster_path: '/matrix.jpg',
  backdrop_path: '/matrix-wide.jpg',
  vote_average: 8.24,
  vote_count: 2500,
  runtime: 136,
  genres: [{ id: 28, name: 'Action' }],
  belongs_to_collection: { id: 2344, name: 'Matrix Collection' },
  credits: {
    cast: [{ id: 1, name: 'Keanu Reeves', character: 'Neo' }],
    crew: [
      { id: 2, name: 'Lana Wachowski', job: 'Director' },
      { id: 3, name: 'Joel Silver', job: 'Producer' },
    ],
  },
};

/** The parsed JSON-LD block and every meta tag of an HTML page, by property or name. */
function parse(html: string) {
  const meta = new Map<string, string>();
  for (const [, key, value] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g))
    meta.set(key ?? '', value ?? '');
  const ld = /<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/s.exec(html)?.[1];
  return {
    meta,
    title: /<title>(.*?)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    jsonLd: ld === undefined ? undefined : (JSON.parse(ld) as Record<string, unknown>),
    scripts: html.match(/<script/g)?.length ?? 0,
  };
}

describe('publicPage', () => {
  it('names Home, Search with its query and the four entity pages; other routes have no public head', () => {
    expect(publicPage('http://a.test/')).toEqual({ kind: 'home' });
    expect(publicPage('http://a.test/search?q=star%20wars')).toEqual({ kind: 'search', query: 'star wars' });
    expect(publicPage('http://a.test/movie/603')).toEqual({ kind: 'movie', id: 603 });
    expect(publicPage('http://a.test/tv/1399/')).toEqual({ kind: 'tv', id: 1399 });
    expect(publicPage('http://a.test/person/100001')).toEqual({ kind: 'person', id: 100001 });
    expect(publicPage('http://a.test/collection/500009')).toEqual({ kind: 'collection', id: 500009 });
    expect(publicPage('http://a.test/watchlist')).toBeNull();
    expect(publicPage('http://a.test/movie/603/extra')).toBeNull();
  });

  it('takes an id that is not a positive whole number as missing, without asking anyone', () => {
    for (const id of ['abc', '0', '-1', '1e3', '1234567890123456'])
      expect(publicPage(`http://a.test/movie/${id}`)).toEqual({ kind: 'movie', missing: true });
  });
});

describe('the head of a page', () => {
  const at = { canonical: 'http://a.test/movie/603', imageBase: IMAGES };

  it('of a movie: title, description, Open Graph, Twitter card and schema.org Movie', () => {
    const { meta, title, canonical, jsonLd } = parse(withHead(SHELL, headFor({ kind: 'movie', id: 603 }, movie, at)));
    expect(title).toBe('The Matrix · Reelist');
    expect(canonical).toBe('http://a.test/movie/603');
    expect(meta.get('description')).toBe(movie.overview);
    expect(meta.get('og:type')).toBe('video.movie');
    expect(meta.get('og:title')).toBe('The Matrix · Reelist');
    expect(meta.get('og:url')).toBe(canonical);
    expect(meta.get('og:image')).toBe(`${IMAGES}/w1280/matrix-wide.jpg`);
    expect(meta.get('twitter:card')).toBe('summary_large_image');
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Movie',
      name: 'The Matrix',
      url: 'http://a.test/movie/603',
      image: `${IMAGES}/w500/matrix.jpg`,
      description: movie.overview,
      datePublished: '1999-03-30',
      genre: ['Action'],
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 8.2,
        bestRating: 10,
        worstRating: 0,
        ratingCount: 2500,
      },
      director: [{ '@type': 'Person', name: 'Lana Wachowski' }],
      actor: [{ '@type': 'Person', name: 'Keanu Reeves' }],
      duration: 'PT136M',
    });
  });

  it('of a show: schema.org TVSeries with its start date and creators; a poster alone makes a small card', () => {
    const show = {
      name: 'The Long Run',
      first_air_date: '2005-09-01',
      overview: '',
      poster_path: '/run.jpg',
      backdrop_path: null,
      vote_average: 0,
      vote_count: 0,
      number_of_seasons: 20,
      created_by: [{ id: 9, name: 'Ada Creator' }],
      credits: { cast: [], crew: [] },
    };
    const head = headFor({ kind: 'tv', id: 900301 }, show, { ...at, canonical: 'http://a.test/tv/900301' });
    expect(head.description).toBe('The Long Run (2005), a TV show on Reelist.');
    expect(head.image).toBe(`${IMAGES}/w500/run.jpg`);
    expect(head.largeImage).toBe(false);
    expect(head.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TVSeries',
      name: 'The Long Run',
      url: 'http://a.test/tv/900301',
      image: `${IMAGES}/w500/run.jpg`,
      startDate: '2005-09-01',
      creator: [{ '@type': 'Person', name: 'Ada Creator' }],
      numberOfSeasons: 20,
    });
  });

  it('of a person and of a collection', () => {
    const person = headFor(
      { kind: 'person', id: 7 },
      { name: 'Eli Paucek', known_for_department: 'Acting', biography: 'Born somewhere.', profile_path: '/eli.jpg' },
      at,
    );
    expect(person).toMatchObject({ title: 'Eli Paucek · Reelist', type: 'profile', image: `${IMAGES}/h632/eli.jpg` });
    expect(person.description).toBe('Born somewhere.');
    expect(headFor({ kind: 'person', id: 8 }, { name: 'Ann', known_for_department: 'Directing' }, at).description).toBe(
      'Ann, known for directing, on Reelist.',
    );
    expect(person.jsonLd).toMatchObject({ '@type': 'Person', name: 'Eli Paucek', jobTitle: 'Acting' });
    const series = headFor(
      { kind: 'collection', id: 5 },
      { name: 'Shrek Collection', overview: '', parts: [{ title: 'Shrek' }, { title: 'Shrek 2' }] },
      at,
    );
    expect(series).toMatchObject({
      title: 'Shrek Collection · Reelist',
      description: 'Shrek Collection: Shrek, Shrek 2.',
    });
  });

  it('of Home and Search: the site, with the query in the description', () => {
    expect(headFor({ kind: 'home' }, null, at)).toMatchObject({ title: PRODUCT_NAME, type: 'website' });
    expect(headFor({ kind: 'search', query: 'star' }, null, at).description).toBe(
      'Movies and TV shows matching "star" on Reelist.',
    );
  });

  it('keeps a hostile title, overview or address inside its tags and its JSON-LD block', () => {
    const evil = { ...movie, title: HOSTILE, overview: HOSTILE, credits: { cast: [], crew: [] } };
    const html = withHead(
      SHELL,
      headFor({ kind: 'movie', id: 1 }, evil, { canonical: 'http://a.test/"><script>x</script>', imageBase: IMAGES }),
    );
    const { title, meta, jsonLd, canonical, scripts } = parse(html);
    // The shell's one script and the JSON-LD block: nothing the values carry becomes a tag.
    expect(scripts).toBe(2);
    expect(title).toBe(
      'Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39; · Reelist',
    );
    expect(meta.get('og:description')).toContain('&lt;/script&gt;');
    expect(canonical).toBe('http://a.test/&quot;&gt;&lt;script&gt;x&lt;/script&gt;');
    // The block parses back to the very same text.
    expect(jsonLd?.name).toBe(HOSTILE);
    expect(jsonLd?.description).toBe(HOSTILE);
  });

  it('writes JSON for a script block with no character that could end or bend it', () => {
    const text = jsonForScript({ a: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- & \u2028' });
  });

  it('cuts a long description at a word, with an ellipsis', () => {
    const long = 'word '.repeat(100);
    const cut = excerpt(long);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut).toMatch(/word…$/);
    expect(excerpt('  short\n text ')).toBe('short text');
  });

  it("preloads the page's largest image with the client's own candidates: Detail's backdrop, Home's and Search's first poster", () => {
    const at = { canonical: 'http://a.test/', imageBase: IMAGES };
    const detail = headFor({ kind: 'movie', id: 603 }, movie, at);
    expect(detail.preload).toEqual({
      href: `${IMAGES}/w1280/matrix-wide.jpg`,
      srcset: `${IMAGES}/w300/matrix-wide.jpg 300w, ${IMAGES}/w780/matrix-wide.jpg 780w, ${IMAGES}/w1280/matrix-wide.jpg 1280w`,
      sizes: '(max-width: 1280px) 100vw, 1280px',
    });
    expect(renderHead(detail)).toContain(
      `<link rel="preload" as="image" href="${IMAGES}/w1280/matrix-wide.jpg" imagesrcset="${IMAGES}/w300/matrix-wide.jpg 300w, ` +
        `${IMAGES}/w780/matrix-wide.jpg 780w, ${IMAGES}/w1280/matrix-wide.jpg 1280w" imagesizes="(max-width: 1280px) 100vw, 1280px" ` +
        'fetchpriority="high" data-page-head />',
    );
    const home = headFor(
      { kind: 'home' },
      {
        results: [
          { id: 1, poster_path: '/first.jpg' },
          { id: 2, poster_path: '/b.jpg' },
        ],
      },
      at,
    );
    expect(home.preload).toMatchObject({ href: `${IMAGES}/w500/first.jpg`, sizes: '180px' });
    const search = (first: object) => headFor({ kind: 'search', query: 'star' }, { results: [first] }, at).preload;
    expect(search({ id: 3, media_type: 'movie', poster_path: '/star.jpg' })).toEqual({
      href: `${IMAGES}/w500/star.jpg`,
      srcset: `${IMAGES}/w200/star.jpg 200w, ${IMAGES}/w342/star.jpg 342w, ${IMAGES}/w500/star.jpg 500w`,
      sizes: '(max-width: 640px) 50vw, 240px',
    });
    expect(search({ id: 4, media_type: 'person', profile_path: '/face.jpg' })).toBeUndefined();
    expect(headFor({ kind: 'search', query: ' ' }, null, at).preload).toBeUndefined();
    expect(headFor({ kind: 'movie', id: 603 }, { ...movie, backdrop_path: null }, at).preload).toBeUndefined();
    expect(renderHead(headFor({ kind: 'home' }, { results: [{ id: 1, poster_path: null }] }, at))).not.toContain(
      'preload',
    );
  });

  it('keeps a hostile image path inside the preload tag', () => {
    const html = renderHead(
      headFor(
        { kind: 'movie', id: 603 },
        { ...movie, backdrop_path: '/x" onload="alert(1).jpg' },
        {
          canonical: 'http://a.test/movie/603',
          imageBase: IMAGES,
        },
      ),
    );
    expect(html).not.toContain('" onload="');
    expect(html).toContain('&quot; onload=&quot;');
  });

  it('a missing page says noindex and names no canonical address', () => {
    const html = renderHead({
      title: 'x',
      description: 'y',
      type: 'website',
      canonical: 'http://a.test/',
      noindex: true,
    });
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe('the readable page without JavaScript', () => {
  const at = { imageBase: IMAGES };
  /** The <noscript> part of a page, and its links as [href, text]. */
  const noscript = (html: string) => {
    const body = /<noscript>.*?<main class="noscript-page">(.*)<\/main><\/noscript>/s.exec(html)?.[1] ?? '';
    return { body, links: [...body.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map(([, href, text]) => [href, text]) };
  };

  it("of a movie: its title, poster, facts, overview and links to its director, collection and cast, in the shell's noscript", () => {
    const html = withHead(
      SHELL.replace('<div id=root>', '<noscript>Reelist needs JavaScript to run.</noscript><div id=root>'),
      headFor({ kind: 'movie', id: 603 }, movie, { ...at, canonical: 'http://a.test/movie/603' }),
      readableFor({ kind: 'movie', id: 603 }, movie, at),
    );
    expect(html).not.toContain('needs JavaScript');
    // Below the app's root, whose first paint is the header's bar.
    expect(html.indexOf('<noscript>')).toBeGreaterThan(html.indexOf('<div id=root>'));
    const { body, links } = noscript(html);
    expect(body).toContain('<h1>The Matrix</h1>');
    expect(body).toContain(`<img src="${IMAGES}/w185/matrix.jpg" alt="Poster of The Matrix" width="185">`);
    expect(body).toContain('<p>1999 · 136 min · Action · Rated 8.2/10</p>');
    expect(body).toContain(`<p>${movie.overview}</p>`);
    expect(body).toContain('Keanu Reeves</a> as Neo');
    expect(links).toEqual([
      ['/person/2', 'Lana Wachowski'],
      ['/collection/2344', 'Matrix Collection'],
      ['/person/1', 'Keanu Reeves'],
      ['/', 'Reelist'],
    ]);
  });

  it('of a person: their best-known titles, each once, as links; of a collection: its parts in release order', () => {
    const person = readableFor(
      { kind: 'person', id: 7 },
      {
        name: 'Eli Paucek',
        combined_credits: {
          cast: [
            { id: 1, media_type: 'movie', title: 'Small', release_date: '2001-01-01', popularity: 1 },
            { id: 2, media_type: 'tv', name: 'Big Show', first_air_date: '2010-05-05', popularity: 50 },
          ],
          crew: [{ id: 2, media_type: 'tv', name: 'Big Show', popularity: 50 }],
        },
      },
      at,
    );
    expect(noscript(`<noscript><main class="noscript-page">${person}</main></noscript>`).links.slice(0, 2)).toEqual([
      ['/tv/2', 'Big Show'],
      ['/movie/1', 'Small'],
    ]);
    expect(person).toContain('Big Show</a> (2010)');
    const series = readableFor(
      { kind: 'collection', id: 5 },
      {
        name: 'Shrek Collection',
        parts: [
          { id: 9, title: 'Shrek 2', release_date: '2004-05-19' },
          { id: 8, title: 'Shrek', release_date: '2001-05-18' },
        ],
      },
      at,
    );
    expect(series).toContain(
      '<li><a href="/movie/8">Shrek</a> (2001)</li><li><a href="/movie/9">Shrek 2</a> (2004)</li>',
    );
  });

  it('writes every text of the service as text', () => {
    const evil = {
      ...movie,
      title: HOSTILE,
      overview: HOSTILE,
      credits: { cast: [{ id: 1, name: HOSTILE, character: HOSTILE }], crew: [] },
    };
    const body = readableFor({ kind: 'movie', id: 1 }, evil, at);
    expect(body).not.toContain('<script');
    expect(body).toContain('&lt;/script&gt;');
  });

  it('of Home: its first row; of Search: the first page of results, people included; nothing without a query', () => {
    const trending = {
      results: [
        { id: 603, media_type: 'movie', title: 'The Matrix', release_date: '1999-03-30', poster_path: '/m.jpg' },
        { id: 1399, media_type: 'tv', name: 'Long <Run>', first_air_date: '2005-09-01', poster_path: null },
      ],
    };
    const home = noscript(
      `<noscript><main class="noscript-page">${readableFor({ kind: 'home' }, trending, at)}</main></noscript>`,
    );
    expect(home.body).toContain('<h1>Welcome to Reelist</h1>');
    expect(home.body).toContain('<h2>Trending Today</h2>');
    expect(home.body).toContain(`<img src="${IMAGES}/w92/m.jpg" alt="" width="46">`);
    expect(home.links.slice(0, 2)).toEqual([
      ['/movie/603', 'The Matrix'],
      ['/tv/1399', 'Long &lt;Run&gt;'],
    ]);
    const search = readableFor(
      { kind: 'search', query: ' star ' },
      { results: [{ id: 7, media_type: 'person', name: 'Eli Paucek' }] },
      at,
    );
    expect(search).toContain('<h2>Results for "star"</h2>');
    expect(search).toContain('<a href="/person/7">Eli Paucek</a>');
    expect(readableFor({ kind: 'search', query: 'zzz' }, { results: [] }, at)).toContain('<p>No results found.</p>');
    expect(readableFor({ kind: 'search', query: '' }, null, at)).toBe('');
  });
});

describe('createPublicPages', () => {
  let dir: string;
  let indexFile: string;
  const service = () => ({ baseUrl: 'http://svc.test/3', apiKey: 'k', imageBaseUrl: IMAGES });

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'reelist-pages-'));
    indexFile = join(dir, 'index.html');
    writeFileSync(indexFile, SHELL);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const answering = (status: number, body: unknown) =>
    jest.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

  it("asks the service for a title's details with credits, in English, and keeps the answer a while", async () => {
    const fetch = answering(200, movie);
    const pages = createPublicPages({ indexFile, service, fetch: fetch as unknown as typeof globalThis.fetch });
    const page = await pages('http://a.test/movie/603');
    expect(page?.status).toBe(200);
    expect(parse(page?.html ?? '').title).toBe('The Matrix · Reelist');
    const asked = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(asked.pathname).toBe('/3/movie/603');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      append_to_response: 'credits',
      api_key: 'k',
      language: 'en-US',
    });
    await pages('http://b.test/movie/603');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('answers 404 with a noindex page for a title the service does not know, and for an id that is no id', async () => {
    const fetch = answering(404, { status_code: 34 });
    const pages = createPublicPages({ indexFile, service, fetch: fetch as unknown as typeof globalThis.fetch });
    for (const path of ['/movie/999999', '/person/abc']) {
      const page = await pages(`http://a.test${path}`);
      expect(page?.status).toBe(404);
      expect(page?.html).toContain('<title>Reelist</title>');
      expect(page?.html).toContain('This page does not exist on Reelist.');
      expect(page?.html).toContain('noindex');
      // Still the app: the client shows its own not-found page.
      expect(page?.html).toContain('<div id=root>');
    }
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('serves the plain shell when the service fails or answers nonsense, and says so once, not per request', async () => {
    const log = jest.fn();
    let answer: () => Promise<Response> = async () => new Response('{}', { status: 503 });
    const fetch = jest.fn(() => answer());
    const pages = createPublicPages({ indexFile, service, log, fetch: fetch as unknown as typeof globalThis.fetch });
    expect(await pages('http://a.test/movie/1')).toBeNull();
    expect(await pages('http://a.test/movie/2')).toBeNull();
    answer = async () => new Response('not json', { status: 200 });
    expect(await pages('http://a.test/movie/3')).toBeNull();
    answer = async () => new Response('{"id": 4}', { status: 200 });
    expect(await pages('http://a.test/movie/4')).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/^public page \/movie\/1: served the plain shell \(.*HTTP 503\)$/);
    // Working again, then failing again: one more line.
    answer = async () => new Response(JSON.stringify(movie), { status: 200 });
    expect((await pages('http://a.test/movie/5'))?.status).toBe(200);
    answer = async () => Promise.reject(new TypeError('fetch failed'));
    expect(await pages('http://a.test/movie/6')).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('gives up on a slow service after the timeout', async () => {
    const fetch = jest.fn(
      (_url: URL | RequestInfo, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const pages = createPublicPages({
      indexFile,
      service,
      timeoutMs: 20,
      log: () => undefined,
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    expect(await pages('http://a.test/tv/7')).toBeNull();
  });

  it('does not wait on a request that never ends, even one that ignores its abort', async () => {
    const fetch = jest.fn(() => new Promise<Response>(() => undefined));
    const pages = createPublicPages({
      indexFile,
      service,
      timeoutMs: 20,
      log: () => undefined,
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    expect(await pages('http://a.test/tv/8')).toBeNull();
  });

  it("asks for Home's first row and Search's first page; Search without a query and other routes ask nothing", async () => {
    const fetch = jest.fn(
      async (_url: URL | RequestInfo) =>
        new Response(JSON.stringify({ results: [{ id: 603, media_type: 'movie', title: 'The Matrix' }] })),
    );
    const pages = createPublicPages({ indexFile, service, fetch: fetch as unknown as typeof globalThis.fetch });
    const home = await pages('http://a.test/');
    expect(parse(home?.html ?? '').canonical).toBe('http://a.test/');
    expect(home?.html).toContain('<a href="/movie/603">The Matrix</a>');
    const search = await pages('http://a.test/search?q=a%26b');
    expect(parse(search?.html ?? '').canonical).toBe('http://a.test/search?q=a%26b');
    const asked = fetch.mock.calls.map(([url]) => new URL(String(url)));
    expect(asked.map((url) => url.pathname)).toEqual(['/3/trending/all/day', '/3/search/multi']);
    expect(asked[1]?.searchParams.get('query')).toBe('a&b');
    expect(asked[1]?.searchParams.get('include_adult')).toBe('false');
    expect((await pages('http://a.test/search'))?.status).toBe(200);
    // A list answering 404 is a fault of the service, not a missing page: the plain shell.
    fetch.mockImplementationOnce(async () => new Response('{}', { status: 404 }));
    expect(
      await createPublicPages({
        indexFile,
        service,
        fetch: fetch as unknown as typeof globalThis.fetch,
        log: () => undefined,
      })('http://a.test/'),
    ).toBeNull();
    expect(await pages('http://a.test/watchlist')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  describe("with the app's first screen rendered on the server", () => {
    const home = { page: 1, results: [] };
    // The shell as built for a page: its entry deferred, its chunks preloaded.
    const BUILT =
      '<!doctype html><html lang=en><head><title>Reelist</title><script defer src=/main.1234abcd.js></script>' +
      '<link rel=preload href=/app.1234abcd.js as=script><link rel=preload href=/framework.1234abcd.js as=script>' +
      '</head><body><noscript>Reelist needs JavaScript to run.</noscript><div id=root><div class=first-paint ' +
      'aria-hidden=true>Reelist</div></div></body></html>';
    const rendered = {
      html: '<header>Reelist</header><main><h1>Welcome to Reelist</h1></main>',
      answers: [['/trending/all/day?page=1', { results: [{ title: HOSTILE }] }, 60_000]],
      styles: ['http://remote.test/home.css'],
    };

    it('puts the markup in the root, the answers beside it, and links its stylesheets', () => {
      const html = withApp(BUILT, rendered);
      expect(html).toContain(
        '<div id=root data-server-rendered><header>Reelist</header><main><h1>Welcome to Reelist</h1></main></div>',
      );
      expect(html).not.toContain('first-paint');
      expect(html).not.toContain('needs JavaScript');
      expect(html).toContain('<link rel="stylesheet" href="http://remote.test/home.css"></head>');
      // The app's scripts load as on any page: they take the markup over.
      expect(html).toContain('<script defer src=/main.1234abcd.js></script><link rel=preload href=/app.1234abcd.js');
      // The answers cannot end their block: a title with </script> stays inside it and reads back the same.
      const block = /<script type="application\/json" id="server-answers">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
      expect(block).not.toContain('<');
      expect(JSON.parse(block)).toEqual(rendered.answers);
    });

    it('serves the rendered page, marked painted, in place of the readable copy; its head reads the same answer', async () => {
      const renderApp = jest.fn(async () => rendered);
      const fetch = answering(200, home);
      const pages = createPublicPages({
        indexFile,
        service,
        renderApp,
        fetch: fetch as unknown as typeof globalThis.fetch,
      });
      const page = await pages('http://a.test/');
      expect(renderApp).toHaveBeenCalledWith('http://a.test/');
      // The render made the page's service call: the head asks nothing of its own.
      expect(fetch).not.toHaveBeenCalled();
      expect(page?.painted).toBe(true);
      expect(page?.html).toContain('<h1>Welcome to Reelist</h1>');
      expect(page?.html).not.toContain('<noscript>');
      expect(parse(page?.html ?? '').canonical).toBe('http://a.test/');
    });

    it('a route the app does not render on the server keeps its readable copy', async () => {
      const pages = createPublicPages({
        indexFile,
        service,
        renderApp: async () => undefined,
        fetch: answering(200, movie) as unknown as typeof globalThis.fetch,
      });
      const page = await pages('http://a.test/movie/603');
      expect(page?.painted).toBeUndefined();
      expect(page?.html).toContain('<noscript>');
    });

    it('a render that fails or is slow: the page without it, in time, and one line in the log until one succeeds', async () => {
      const log = jest.fn();
      let render: () => Promise<typeof rendered> = async () => Promise.reject(new Error('remote down'));
      const pages = createPublicPages({
        indexFile,
        service,
        log,
        timeoutMs: 30,
        renderApp: () => render(),
        fetch: answering(200, home) as unknown as typeof globalThis.fetch,
      });
      for (const attempt of [1, 2]) {
        const page = await pages(`http://a.test/?attempt=${attempt}`);
        expect(page?.status).toBe(200);
        expect(page?.painted).toBeUndefined();
        expect(page?.html).toContain('<div id=root></div>');
      }
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]?.[0]).toMatch(
        /^public page \/: served without the server's render \(Error: remote down/,
      );
      render = () => new Promise(() => undefined);
      const slow = await pages('http://a.test/');
      expect(slow?.painted).toBeUndefined();
      expect(log).toHaveBeenCalledTimes(1);
      render = async () => rendered;
      expect((await pages('http://a.test/'))?.painted).toBe(true);
      render = () => new Promise(() => undefined);
      await pages('http://a.test/');
      expect(log).toHaveBeenCalledTimes(2);
      expect(log.mock.calls[1]?.[0]).toMatch(/no answer in 30 ms/);
    });
  });

  describe('through the static server', () => {
    let server: Server;
    let base: string;

    beforeAll(async () => {
      const pages = createPublicPages({
        indexFile,
        service,
        fetch: answering(200, movie) as unknown as typeof globalThis.fetch,
      });
      const links = (pathname: string) => (pathname === '/movie/603' ? '<http://x.test/e.js>; rel=preload' : undefined);
      server = await listen(
        createStaticServer({ root: dir, spa: true, csp: "default-src 'self'", links, pages }),
        0,
        '127.0.0.1',
      );
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => server.close());

    it("sends a page's own HTML with the shell's headers; the plain shell elsewhere", async () => {
      const res = await fetch(`${base}/movie/603`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(res.headers.get('link')).toBe('<http://x.test/e.js>; rel=preload');
      expect(parse(await res.text()).title).toBe('The Matrix · Reelist');
      const plain = await fetch(`${base}/watchlist`);
      expect(await plain.text()).toBe(SHELL);
      expect((await fetch(`${base}/index.html`)).status).toBe(200);
    });

    it('answers 404 for a missing id, and HEAD with headers alone', async () => {
      expect((await fetch(`${base}/tv/0`)).status).toBe(404);
      const head = await fetch(`${base}/movie/603`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
    });
  });
});
