// Link sizes of a shared list: the Watchlist's Export / Share panel makes the link of N catalogue titles
// (their real names, which compress as real lists do); the figure is the whole link's length in KB.
import { newSeededContext } from './browser.js';

const STATUSES = ['want_to_watch', 'watching', 'watched'];
/** The list sizes measured; the link of a 1,000-item list has a budget (browsers open 32 KB links). */
export const SHARE_SIZES = [100, 1000];

/** `count` catalogue titles (popular movies, then shows), as stored watchlist items. */
async function catalogueItems(catalog, count) {
  const items = [];
  for (const type of ['movie', 'tv']) {
    for (let page = 1; items.length < count && page <= 500; page += 1) {
      const res = await fetch(`${catalog}/3/${type}/popular?api_key=bench&page=${page}`);
      const body = await res.json();
      if (!body.results?.length) break;
      for (const title of body.results) {
        if (items.length === count) break;
        items.push({
          id: title.id,
          title: title.title ?? title.name,
          poster_path: title.poster_path ?? null,
          release_date: title.release_date ?? title.first_air_date ?? '',
          vote_average: title.vote_average ?? 0,
          media_type: type,
          overview: '',
          addedAt: '2026-01-01T00:00:00.000Z',
          status: STATUSES[items.length % 3],
        });
      }
    }
  }
  if (items.length < count) throw new Error(`the catalogue has ${items.length} popular titles, not ${count}`);
  return items;
}

/** The link the panel makes for a watchlist of `items`, with sharing switched on. */
async function linkLength(browser, baseUrl, items) {
  const context = await newSeededContext(browser, {
    reelist_watchlist: items,
    reelist_user_preferences: { shareWatchlist: true },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/watchlist`);
    await page.getByRole('button', { name: /Export \/ Share/ }).click();
    await page.getByRole('button', { name: 'Share link' }).click();
    const link = await page.getByRole('textbox', { name: /Link to your list/ }).inputValue();
    return link.length;
  } finally {
    await context.close();
  }
}

/** `{ [size]: { value: KB, note } }` per list size; a failure is a null figure with the reason. */
export async function measureShareLinks(browser, baseUrl, catalog) {
  const out = {};
  let items = [];
  try {
    items = await catalogueItems(catalog, Math.max(...SHARE_SIZES));
  } catch (error) {
    for (const size of SHARE_SIZES) out[size] = { value: null, note: String(error.message).slice(0, 160) };
    return out;
  }
  for (const size of SHARE_SIZES) {
    try {
      const chars = await linkLength(browser, baseUrl, items.slice(0, size));
      out[size] = { value: Math.round((chars / 1024) * 10) / 10, note: `${chars} characters, ${Math.round(chars / (size / 100))} per 100 items` };
    } catch (error) {
      out[size] = { value: null, note: String(error?.message ?? error).split('\n')[0].slice(0, 160) };
    }
  }
  return out;
}
