// Deterministic data for the large-list measurements: watchlists, histories and a CSV to import.
// Shapes follow @reelist/contracts (WatchlistItem, ViewHistoryEntry, SearchHistoryEntry) and the CSV columns of
// the app's own export format, so the app reads them as a visitor's own data.

const STATUSES = ['want_to_watch', 'watching', 'watched'];
const DAY = 86_400_000;

/** A 32-bit xorshift generator: same seed, same data, so runs compare. */
export function random(seed = 42) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4_294_967_296;
  };
}

const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10);

export function makeWatchlist(count, now = Date.UTC(2026, 10, 1), seed = 1) {
  const rnd = random(seed);
  return Array.from({ length: count }, (_, i) => {
    const media_type = i % 4 === 3 ? 'tv' : 'movie';
    const addedAt = new Date(now - Math.floor(rnd() * 3 * 365) * DAY).toISOString();
    return {
      id: 1_000_000 + i,
      title: `Bench Title ${String(i).padStart(5, '0')}`,
      poster_path: null,
      release_date: isoDate(now - Math.floor(rnd() * 40 * 365) * DAY),
      vote_average: Math.round(rnd() * 100) / 10,
      media_type,
      overview: `Overview of bench title ${i}.`,
      addedAt,
      status: STATUSES[i % 3],
      updatedAt: addedAt,
      genre_ids: [[28, 12, 16, 35, 18][i % 5]],
    };
  });
}

export function makeViewHistory(count, now = Date.UTC(2026, 10, 1), seed = 2) {
  const rnd = random(seed);
  return Array.from({ length: count }, (_, i) => ({
    id: 1001 + (i % 300),
    title: `Viewed Title ${i % 300}`,
    mediaType: i % 5 === 4 ? 'tv' : 'movie',
    posterPath: null,
    genres: [[28, 12, 16, 35, 18][i % 5]],
    rating: Math.round(rnd() * 100) / 10,
    viewedAt: new Date(now - Math.floor(rnd() * 60 * DAY)).toISOString(),
    sessionId: `bench-${i % 7}`,
  })).sort((a, b) => a.viewedAt.localeCompare(b.viewedAt));
}

export function makeSearchHistory(count, now = Date.UTC(2026, 10, 1), seed = 3) {
  const rnd = random(seed);
  const words = ['star', 'love', 'night', 'war', 'city', 'dark', 'summer', 'king'];
  return Array.from({ length: count }, (_, i) => ({
    query: words[i % words.length],
    resultsCount: Math.floor(rnd() * 40),
    searchedAt: new Date(now - Math.floor(rnd() * 30 * DAY)).toISOString(),
    sessionId: `bench-${i % 7}`,
  }));
}

const csvField = (value) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A CSV in the app's export format (its CSV header), `rows` lines after the header. */
export function makeCsv(rows, seed = 4) {
  const rnd = random(seed);
  const labels = ['Want to Watch', 'Watching', 'Watched'];
  const lines = ['Title,Type,Status,Rating,Release Date,Added Date,Overview'];
  for (let i = 0; i < rows; i++) {
    const title = i % 10 === 0 ? `Imported, "quoted" ${i}` : `Imported Title ${i}`;
    lines.push(
      [
        csvField(title),
        i % 4 === 3 ? 'TV Show' : 'Movie',
        labels[i % 3],
        (Math.round(rnd() * 100) / 10).toFixed(1),
        '2001-01-01',
        '2026-01-01',
        csvField(`Overview ${i}`),
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A watch log of `entries` viewings of `titles` titles (a tenth of them shows, viewed as episodes) spread over
 * `year`, stored as @reelist/storage stores it (`{"v":1,"e":[[id,"m"|"t",watchedAt,rating|0,rewatch,source,key,ep]]}`),
 * with the facts of every title already kept (`reelist_title_facts`): the Year in Review after its credits are
 * cached. Titles are skewed (a few watched often), ratings on half of the viewings, people from a pool of 3,000.
 */
export function makeYearReviewSeed({ entries = 20_000, titles = 1_500, year = 2024, seed = 7 } = {}) {
  const rnd = random(seed);
  const start = Date.UTC(year, 0, 1);
  const title = (i) => ({ id: 2_000_000 + i, tv: i % 10 === 9 });
  const seen = new Set();
  const rows = Array.from({ length: entries }, (_, n) => {
    const i = n < titles ? n : Math.floor(rnd() ** 2 * titles);
    const { id, tv } = title(i);
    const watchedAt = new Date(start + Math.floor(rnd() * 365 * DAY)).toISOString();
    const key = `${id}|${tv ? n : ''}`;
    const rewatch = seen.has(key) ? 1 : 0;
    seen.add(key);
    const rating = tv || rnd() < 0.5 ? 0 : Math.ceil(rnd() * 20) / 2;
    const row = [id, tv ? 't' : 'm', watchedAt, rating, rewatch, 'reelist'];
    if (tv) row.push(null, [1 + (n % 5), 1 + (n % 20)]);
    return row;
  });
  const people = {};
  for (let p = 1; p <= 3_000; p += 1) people[p] = `Bench Person ${p}`;
  const facts = {};
  for (let i = 0; i < titles; i += 1) {
    const { id, tv } = title(i);
    const cast = Array.from({ length: 5 }, (_, k) => 1 + ((i * 7 + k * 131) % 3_000));
    facts[`${tv ? 'tv' : 'movie'}_${id}`] = [
      `Bench Film ${i}`,
      1950 + (i % 75),
      tv ? 45 : 80 + (i % 70),
      [[28, 12, 16, 35, 18, 80, 99][i % 7]],
      tv ? [] : [1 + (i % 400)],
      cast,
    ];
  }
  return {
    reelist_watch_log: { v: 1, e: rows },
    reelist_title_facts: { v: 1, p: people, t: facts },
  };
}
