import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { C } from '@reelist/contracts';
import { loadWatchLog, ratingsStore, watchlistStore } from '@reelist/storage';
import { PERSON_RAW } from '../../testing/person-fixtures';
import { fakeServices, renderWithProviders, resetDetailTestState } from '../../testing/render-detail';
import type { Route } from '../../testing/render-detail';
import { FILMOGRAPHY_DRAW_AHEAD, FILMOGRAPHY_ROWS_FIRST, FILMOGRAPHY_ROWS_SHOWN } from './constants';
import { PersonPage } from './person-page';

beforeEach(() => {
  resetDetailTestState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const renderPerson = (id = '31', routes: Record<string, Route> = { '/3/person/31': { body: PERSON_RAW } }) => {
  const fetch = fakeServices(routes);
  renderWithProviders(<PersonPage />, { path: `/person/${id}`, params: { id } });
  return fetch;
};
const heading = () => screen.findByRole('heading', { level: 1, name: 'Ada Actor' });
const department = (name: string) => screen.getByRole('region', { name });
const rowsOf = (name: string) => within(department(name)).getAllByRole('listitem');
/** A department's rows once `count` are drawn: it draws a few, then more as they near the viewport (at once here). */
const drawnRowsOf = async (name: string, count: number) => {
  await waitFor(() => expect(rowsOf(name)).toHaveLength(count));
  return rowsOf(name);
};

/**
 * IntersectionObserver under the test's control (jsdom has no layout; the shared setup reports everything visible at
 * once): `scrollNear()` reports every element watched now as within the observer's margin, as scrolling does.
 */
function controlledViewport() {
  const original = window.IntersectionObserver;
  const watched = new Set<{ cb: IntersectionObserverCallback; target: Element; margin?: string }>();
  class ControlledObserver {
    private readonly mine = new Set<{ cb: IntersectionObserverCallback; target: Element; margin?: string }>();
    constructor(
      private readonly cb: IntersectionObserverCallback,
      private readonly init?: IntersectionObserverInit,
    ) {}
    observe(target: Element) {
      const entry = { cb: this.cb, target, margin: this.init?.rootMargin };
      this.mine.add(entry);
      watched.add(entry);
    }
    unobserve() {}
    disconnect() {
      for (const entry of this.mine) watched.delete(entry);
    }
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: ControlledObserver });
  return {
    margins: () => [...watched].map((entry) => entry.margin),
    scrollNear: () =>
      act(() => {
        for (const { cb, target } of [...watched])
          cb([{ isIntersecting: true, target, intersectionRatio: 1 } as IntersectionObserverEntry], {} as never);
      }),
    restore: () => Object.assign(window, { IntersectionObserver: original }),
  };
}

describe('PersonPage', () => {
  it('shows a skeleton, then the photo, name, facts with the age, also-known-as and a cut biography', async () => {
    renderPerson();
    expect(screen.getByRole('status', { name: 'Loading details' })).toBeInTheDocument();
    await heading();
    expect(screen.getByRole('img', { name: 'Ada Actor' })).toHaveAttribute('src', 'http://img.test/t/p/h632/ada.jpg');
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextSibling;
    expect(fact('Known For')).toHaveTextContent('Acting');
    expect(fact('Born')).toHaveTextContent(/^March 15, 1970 \(age \d+\)$/);
    expect(fact('Place of Birth')).toHaveTextContent('N/A');
    expect(screen.queryByText('Died')).toBeNull();
    expect(screen.getByText('Also known as: A. Actor, Ada A.')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('She later directed her own films.')).toBeVisible();
    expect(document.title).toBe('Ada Actor · Reelist');
  });

  it('shows Known For: the most popular titles, each a link', async () => {
    renderPerson();
    await heading();
    const known = within(screen.getByRole('region', { name: 'Known For' }));
    expect(known.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/movie/102',
      '/tv/201',
      '/movie/101',
      '/movie/103',
      '/movie/104',
      '/movie/105',
    ]);
  });

  it('lists the filmography by department, upcoming first and marked, then newest first with year, role, type and episodes', async () => {
    renderPerson();
    await heading();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Acting (6)',
      'Directing (1)',
    ]);
    expect((await drawnRowsOf('Acting (6)', 6)).map((row) => row.textContent)).toEqual([
      'UpcomingFuture Filmas VeraMovie',
      'UpcomingSomedayMovie',
      '2015Third Actas HerselfMovie',
      '2010Long Showas Detective RoweTV Show · 24 episodes',
      '2005Second Windas IrisMovie',
      '1995First Lightas NoraMovie',
    ]);
    expect(within(department('Acting (6)')).getByRole('link', { name: 'Long Show' })).toHaveAttribute(
      'href',
      '/tv/201',
    );
    expect(rowsOf('Directing (1)').map((row) => row.textContent)).toEqual(['2015Third ActDirectorMovie']);
  });

  it('filters by type, hides watched titles and sorts by popularity or rating', async () => {
    renderPerson();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'TV Shows' }));
    expect(screen.getByRole('button', { name: 'TV Shows' })).toHaveAttribute('aria-pressed', 'true');
    expect(rowsOf('Acting (1)').map((row) => row.textContent)).toEqual([
      '2010Long Showas Detective RoweTV Show · 24 episodes',
    ]);
    expect(screen.queryByRole('region', { name: /Directing/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Movies' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'rating');
    expect(
      within(department('Acting (5)'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Future Film', 'Someday', 'Third Act', 'First Light', 'Second Wind']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'popularity');
    expect(
      within(department('Acting (5)'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Future Film', 'Someday', 'Second Wind', 'First Light', 'Third Act']);
    await act(async () => {
      const { watchLogStore } = await loadWatchLog();
      await watchLogStore.append([
        { id: 102, media_type: 'movie', watchedAt: '2024-01-01T10:00:00.000Z', source: 'reelist', rewatch: false },
      ]);
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide watched' }));
    expect(within(department('Acting (4)')).queryByRole('link', { name: 'Second Wind' })).toBeNull();
  });

  it("shows each department's first rows and a button that shows all of them, counting every credit", async () => {
    // 30 more released films, one a year from 1980: Acting then has 36 credits, more than the page shows at first.
    const more = Array.from({ length: 30 }, (_, i) => ({
      id: 400 + i,
      credit_id: `more-${i}`,
      media_type: 'movie',
      title: `Film ${1980 + i}`,
      release_date: `${1980 + i}-06-01`,
      character: 'Extra',
      poster_path: null,
      vote_average: 5,
      popularity: 1,
    }));
    const body = {
      ...PERSON_RAW,
      movie_credits: { ...PERSON_RAW.movie_credits, cast: [...PERSON_RAW.movie_credits.cast, ...more] },
    };
    const viewport = controlledViewport();
    try {
      renderPerson('31', { '/3/person/31': { body } });
      await heading();
      expect(screen.getByText("You've seen 0 of 33 films")).toBeInTheDocument();
      // The list holds the first rows and says so, but draws only a few of them until the visitor scrolls near.
      let acting = rowsOf('Acting (36)');
      expect(acting).toHaveLength(FILMOGRAPHY_ROWS_FIRST);
      expect(acting[0]).toHaveAttribute('aria-posinset', '1');
      expect(acting[0]).toHaveAttribute('aria-setsize', String(FILMOGRAPHY_ROWS_SHOWN));
      expect(viewport.margins()).toContain(FILMOGRAPHY_DRAW_AHEAD);
      while (rowsOf('Acting (36)').length < FILMOGRAPHY_ROWS_SHOWN) await viewport.scrollNear();
      acting = rowsOf('Acting (36)');
      expect(acting).toHaveLength(FILMOGRAPHY_ROWS_SHOWN);
      // Upcoming first, then the newest.
      expect(acting.slice(0, 3).map((row) => within(row).getByRole('link').textContent)).toEqual([
        'Future Film',
        'Someday',
        'Third Act',
      ]);
      // Filters apply before the cap: the button counts what they keep; the rows drawn stay drawn.
      await userEvent.click(screen.getByRole('button', { name: 'Movies' }));
      expect(rowsOf('Acting (35)')).toHaveLength(FILMOGRAPHY_ROWS_SHOWN);
      const showAll = within(department('Acting (35)')).getByRole('button', { name: 'Show all 35 Acting credits' });
      expect(within(department('Directing (1)')).queryByRole('button', { name: /^Show all/ })).toBeNull();
      await userEvent.click(showAll);
      expect(within(department('Acting (35)')).queryByRole('button', { name: /^Show all/ })).toBeNull();
      // The button is gone: focus moves to the first row it revealed, drawn with it; every row counts all 35.
      let all = rowsOf('Acting (35)');
      expect(within(all[FILMOGRAPHY_ROWS_SHOWN] as HTMLElement).getByRole('link')).toHaveFocus();
      expect(all[FILMOGRAPHY_ROWS_SHOWN]).toHaveAttribute('aria-posinset', String(FILMOGRAPHY_ROWS_SHOWN + 1));
      expect(all[0]).toHaveAttribute('aria-setsize', '35');
      // Scrolling on draws the rest, batch by batch, down to the oldest.
      while (rowsOf('Acting (35)').length < 35) await viewport.scrollNear();
      all = rowsOf('Acting (35)');
      expect(all[34]).toHaveTextContent('Film 1980');
      expect(all[34]).toHaveAttribute('aria-posinset', '35');
    } finally {
      viewport.restore();
    }
  });

  it("shows the visitor's marks on each credit and how many of the films they have seen", async () => {
    await act(async () => {
      await watchlistStore.replaceAll([
        {
          id: 101,
          media_type: 'movie',
          status: 'want_to_watch',
          title: 'First Light',
          poster_path: null,
          release_date: '1995-04-01',
          vote_average: 7.5,
          overview: '',
          addedAt: '2024-01-01T00:00:00.000Z',
        },
      ]);
      ratingsStore.updateTitle('movie_101', () => [{ user: C.LOCAL_USER, rating: 4, createdAt: '2024-01-01' }]);
      const { watchLogStore } = await loadWatchLog();
      await watchLogStore.append([
        { id: 103, media_type: 'movie', watchedAt: '2024-01-01T10:00:00.000Z', source: 'reelist', rewatch: false },
      ]);
    });
    renderPerson();
    await heading();
    await waitFor(() => expect(screen.getByText("You've seen 1 of 3 films")).toBeInTheDocument());
    const first = (await drawnRowsOf('Acting (6)', 6))[5] as HTMLElement;
    expect(within(first).getByText('Want to Watch')).toBeInTheDocument();
    expect(within(first).getByText('Rated 4 stars')).toBeInTheDocument();
    expect(within(rowsOf('Directing (1)')[0] as HTMLElement).getByText('Watched')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'TV Shows' }));
    expect(screen.getByText("You've seen 0 of 1 TV show")).toBeInTheDocument();
  });

  it('follows and unfollows, keeping the name, photo and every credit with its date', async () => {
    renderPerson();
    await heading();
    const follow = await screen.findByRole('button', { name: 'Follow' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(follow);
    expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    const { followedPeopleStore } = await loadWatchLog();
    expect(followedPeopleStore.getSnapshot()).toEqual([
      expect.objectContaining({
        id: 31,
        name: 'Ada Actor',
        profile_path: '/ada.jpg',
        known: {
          'movie:101': '1995-04-01',
          'movie:102': '2005-09-09',
          'movie:103': '2015-01-20',
          'movie:104': '2099-01-01',
          'movie:105': '',
          'tv:201': '2010-02-02',
        },
      }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(followedPeopleStore.getSnapshot()).toEqual([]);
  });

  it('offers Add to list on each credit row, named after its title, which a checked list then holds', async () => {
    const { listsStore } = await loadWatchLog();
    listsStore.create({ name: 'Halloween' });
    renderPerson();
    await heading();
    const row = rowsOf('Acting (6)').find((li) => li.textContent?.includes('Long Show')) as HTMLElement;
    const button = within(row).getByRole('button', { name: 'Add Long Show to a list' });
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Add to list' });
    expect(dialog).toHaveTextContent('Choose the lists for Long Show.');
    const halloween = within(dialog).getByRole('checkbox', { name: /^Halloween/ });
    await userEvent.click(halloween);
    await waitFor(() => expect(halloween).toBeChecked());
    expect(listsStore.getSnapshot()[0]?.items).toEqual([
      expect.objectContaining({
        media_type: 'tv',
        id: 201,
        title: 'Long Show',
        poster_path: '/poster201.jpg',
        year: 2010,
      }),
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('shows a person seen before at once from the cache, without the loading skeleton', async () => {
    const fetch = fakeServices({ '/3/person/31': { body: PERSON_RAW } });
    const first = renderWithProviders(<PersonPage />, { path: '/person/31', params: { id: '31' } });
    await heading();
    first.unmount();
    renderWithProviders(<PersonPage />, { path: '/person/31', params: { id: '31' } });
    expect(screen.queryByRole('status', { name: 'Loading details' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Actor' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("says 'Person Not Found' when the service does not know the person", async () => {
    renderPerson('999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Person Not Found' })).toBeInTheDocument();
  });

  it("says 'Person Not Found' for a bad id without asking the service", async () => {
    const fetch = renderPerson('abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Person Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'Failed to Load Details' when the service fails, and Try Again asks again", async () => {
    let fail = true;
    renderPerson('31', {
      '/3/person/31': () => (fail ? { status: 500, body: { status_message: 'boom' } } : { body: PERSON_RAW }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to Load Details' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch person details')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await heading();
  });
});
