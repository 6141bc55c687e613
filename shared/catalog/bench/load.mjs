// Load figures for the README: starts the built server on a free loopback port, runs autocannon against a
// few endpoints (BENCH_SECONDS each, default 10; 20 connections) and prints p50/p95/p99 latency and req/s as JSON.
// Run: npm run build -w @reelist/catalog && npm run bench -w @reelist/catalog
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { startCatalogServer } = require(join(root, 'dist', 'src', 'http', 'server.js'));

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const endpoints = [
  '/3/movie/popular?api_key=bench&page=3',
  '/3/trending/all/day?api_key=bench',
  '/3/movie/1500?api_key=bench&append_to_response=credits,videos,similar',
  '/3/search/multi?api_key=bench&query=star',
  '/3/discover/movie?api_key=bench&with_genres=28|12&sort_by=vote_average.desc&vote_count.gte=100',
  '/omdb/?apikey=bench&t=memento',
  // The filmography scale case (the busiest person, 320 credits) and a collection.
  '/3/person/100001?api_key=bench&append_to_response=movie_credits,tv_credits,images',
  '/3/collection/500009?api_key=bench',
];

const server = await startCatalogServer({ port: 0, host: '127.0.0.1' });
const results = [];
try {
  for (const path of endpoints) {
    // autocannon reports p97.5 but not p95, so response times are also collected here for exact percentiles.
    const times = [];
    const run = autocannon({ url: `http://127.0.0.1:${server.port}${path}`, connections: 20, duration: seconds });
    run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    const r = await run;
    times.sort((a, b) => a - b);
    const pct = (p) => Math.round((times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0) * 100) / 100;
    results.push({
      path,
      requests: times.length,
      requestsPerSec: Math.round(r.requests.average),
      latencyMs: { p50: pct(50), p95: pct(95), p99: pct(99) },
      errors: r.errors,
      non2xx: r.non2xx,
    });
  }
} finally {
  await server.close();
}
console.log(JSON.stringify({ node: process.version, connections: 20, secondsPerEndpoint: seconds, results }, null, 2));
