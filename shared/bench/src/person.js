// A filmography at scale: the person page of the catalogue's busiest person (hundreds of credits) on a 390 px phone
// with the CPU slowed 4x (Lighthouse's mobile throttle, through the DevTools protocol), with every other credit
// watched in the visitor's watchlist so "Hide watched" has work to do. Figures, in-page clock:
// - render: an in-app navigation back to the person (details in the api cache, code loaded) until the rows the
//   page shows at first are in the DOM (each department its first rows, counted on an unmeasured load before);
// - filter (Movies), hideWatched, sort (Rating): the control's click or change until the DOM under <main> settles;
// - showAll: on the page as first shown, the biggest department's "Show all {n} {Department} credits" clicked
//   until the DOM under <main> settles. A department draws its rows as the visitor scrolls near them (5 at first, 10
//   more at a time), so this is the rows Show all draws at once (a screen of them past the first 20), not all of them.
import { attempt, withThrottle, headingVisible, newSeededContext, timeUntilSettled } from './browser.js';

const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const ROWS = 'section[aria-labelledby="person-filmography"] ol > li';
const DEPARTMENT_HEADINGS = 'section[aria-labelledby="person-filmography"] h3';

/** The departments' headings, "Acting (250)": [{ name, count }], in page order. */
const departments = (page) =>
  page.locator(DEPARTMENT_HEADINGS).evaluateAll((headings) =>
    headings.map((h) => ({ name: h.textContent ?? '', count: Number(/\((\d+)\)$/.exec(h.textContent ?? '')?.[1] ?? 0) })),
  );

/**
 * The most credited of the catalogue's popular people (its popularity follows the credits, so the busiest person
 * is on the first page): { id, name, credits, titles } with `titles` the person's distinct credited titles.
 */
export async function busiestPerson(catalog) {
  const get = async (path) => {
    const res = await fetch(`${catalog}${path}${path.includes('?') ? '&' : '?'}api_key=bench`);
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.json();
  };
  const popular = (await get('/3/person/popular')).results ?? [];
  let best = null;
  for (const { id } of popular) {
    const person = await get(`/3/person/${id}?append_to_response=combined_credits`);
    const credits = [...(person.combined_credits?.cast ?? []), ...(person.combined_credits?.crew ?? [])];
    if (!best || credits.length > best.credits) {
      const titles = new Map(credits.map((c) => [`${c.media_type}:${c.id}`, c]));
      best = { id: person.id, name: person.name, credits: credits.length, titles: [...titles.values()] };
    }
  }
  if (!best) throw new Error('no popular people');
  return best;
}

/** Every other credited title, watched: stored watchlist items (the app's own shape). */
const watchedItems = (titles) =>
  titles
    .filter((_, i) => i % 2 === 0)
    .map((t) => ({
      id: t.id,
      title: t.title ?? t.name ?? '',
      poster_path: t.poster_path ?? null,
      release_date: t.release_date ?? t.first_air_date ?? '',
      vote_average: t.vote_average ?? 0,
      media_type: t.media_type,
      overview: '',
      addedAt: '2026-01-01T00:00:00.000Z',
      status: 'watched',
    }));

/** In-app navigation (as a link click does) to `path`, until `count` elements match `selector`; ms, page clock. */
const navigateUntil = (page, path, selector, count) =>
  page.evaluate(
    ({ path, selector, count }) =>
      new Promise((resolve, reject) => {
        const t0 = performance.now();
        history.pushState({}, '', path);
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
        const check = () => {
          if (document.querySelectorAll(selector).length >= count) resolve(performance.now() - t0);
          else if (performance.now() - t0 > 20_000) reject(new Error(`${path}: fewer than ${count} rows after 20 s`));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { path, selector, count },
  );

export async function measurePersonPage(browser, baseUrl, person, otherPath) {
  const context = await newSeededContext(browser, { reelist_watchlist: watchedItems(person.titles) }, PHONE);
  const page = await context.newPage();
  const out = { credits: person.credits, titles: person.titles.length };
  try {
    await page.goto(`${baseUrl}/person/${person.id}`);
    await headingVisible(page);
    await page.locator(ROWS).first().waitFor();
    await page.waitForLoadState('networkidle');
    // The rows shown at first (each department's first rows) and every credit row the headings count.
    out.rows = await page.locator(ROWS).count();
    const depts = await departments(page);
    out.allRows = depts.reduce((sum, d) => sum + d.count, 0);
    // Away in-app to a title (its Cast and Crew shown), so the measured navigation back finds the details in the api
    // cache (60 min) and the code loaded: the figure is the page's own render.
    await navigateUntil(page, otherPath, 'section[aria-labelledby="detail-people"]', 1);
    out.render = await attempt('person render', () =>
      withThrottle(page, CPU_SLOWDOWN, () => navigateUntil(page, `/person/${person.id}`, ROWS, out.rows)),
    );
    const movies = page.getByRole('button', { name: 'Movies', exact: true });
    out.filter = await attempt('person filter', () => withThrottle(page, CPU_SLOWDOWN, () => timeUntilSettled(movies, 'click')));
    const hide = page.getByRole('checkbox', { name: 'Hide watched' });
    out.hideWatched = await attempt('person hide watched', () => withThrottle(page, CPU_SLOWDOWN, () => timeUntilSettled(hide, 'click')));
    out.shownAfterHide = await page.locator(ROWS).count();
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    out.sort = await attempt('person sort', () => withThrottle(page, CPU_SLOWDOWN, () => timeUntilSettled(sort, 'select:rating')));
    // Away and back again, so the page is as first shown (All, nothing hidden, newest first), then Show all of the
    // biggest department.
    await navigateUntil(page, otherPath, 'section[aria-labelledby="detail-people"]', 1);
    await navigateUntil(page, `/person/${person.id}`, ROWS, out.rows);
    const biggest = depts.reduce((a, b) => (b.count > a.count ? b : a), { name: '', count: 0 });
    out.showAllDepartment = biggest.name;
    const showAll = page
      .getByRole('region', { name: biggest.name, exact: true })
      .getByRole('button', { name: /^Show all \d+ .+ credits$/ });
    out.showAll = await attempt('person show all', async () => {
      if ((await showAll.count()) !== 1) throw new Error(`no Show all button under "${biggest.name}"`);
      return withThrottle(page, CPU_SLOWDOWN, () => timeUntilSettled(showAll, 'click'));
    });
    out.shownAfterShowAll = await page.locator(ROWS).count();
  } finally {
    await context.close();
  }
  return out;
}
