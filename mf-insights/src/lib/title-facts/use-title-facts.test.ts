import { act, renderHook, waitFor } from '@testing-library/react';
import { getTitleWithCredits } from '@reelist/api';
import type { MediaType, Title } from '@reelist/contracts';
import { freshStorageEachTest, resetStorageMemory } from '@reelist/testing';
import { FACTS_SAVE_EVERY, useTitleFacts } from './use-title-facts';
import type { TitleRef } from './fetch-title-facts';

jest.mock('@reelist/api', () => ({ ...jest.requireActual('@reelist/api'), getTitleWithCredits: jest.fn() }));

freshStorageEachTest();
afterEach(() => jest.clearAllMocks());

// No waiting between requests: the pace itself is fetchTitleFacts' own test.
const FAST = { ratePerSecond: 1_000_000, sleep: () => Promise.resolve() };

const TITLES: TitleRef[] = Array.from({ length: FACTS_SAVE_EVERY + 20 }, (_, i) => ({
  id: i + 1,
  media_type: 'movie',
}));
const film = (id: number): Title => ({
  id,
  title: `Film ${id}`,
  runtime: 90,
  genres: [],
  credits: { cast: [], crew: [] },
});

/** Answers the first `until` requests at once and holds the rest until released. */
function service(until: number) {
  const held: Array<() => void> = [];
  let answered = 0;
  jest.mocked(getTitleWithCredits).mockImplementation((_type: MediaType, id: number) => {
    answered += 1;
    if (answered <= until) return Promise.resolve(film(id));
    return new Promise((resolve) => held.push(() => resolve(film(id))));
  });
  return { held };
}

const kept = (): Record<string, unknown> =>
  (JSON.parse(localStorage.getItem('reelist_title_facts') ?? '{"t":{}}') as { t: Record<string, unknown> }).t;

describe('useTitleFacts', () => {
  it('keeps what arrived when the page is left, and a later visit fetches only the rest', async () => {
    service(FACTS_SAVE_EVERY + 5);
    const first = renderHook(() => useTitleFacts(TITLES, FAST));
    await waitFor(() => expect(getTitleWithCredits).toHaveBeenCalledTimes(FACTS_SAVE_EVERY + 5 + 8));
    // Kept every FACTS_SAVE_EVERY titles while fetching.
    expect(Object.keys(kept()).length).toBeGreaterThanOrEqual(FACTS_SAVE_EVERY);
    first.unmount();
    // Leaving keeps the rest of what arrived.
    expect(Object.keys(kept())).toHaveLength(FACTS_SAVE_EVERY + 5);

    jest.mocked(getTitleWithCredits).mockClear();
    resetStorageMemory();
    service(Number.POSITIVE_INFINITY);
    const second = renderHook(() => useTitleFacts(TITLES, FAST));
    await waitFor(() => expect(second.result.current.facts?.size).toBe(TITLES.length));
    expect(getTitleWithCredits).toHaveBeenCalledTimes(15);
    expect(second.result.current.progress).toBeUndefined();
    expect(Object.keys(kept())).toHaveLength(TITLES.length);
  });

  it('reports progress over every wanted title, counting those already kept', async () => {
    localStorage.setItem(
      'reelist_title_facts',
      JSON.stringify({ v: 1, p: {}, t: { movie_1: ['Film 1', 0, 90, [], [], []] } }),
    );
    const { held } = service(0);
    const three = TITLES.slice(0, 3);
    const { result, unmount } = renderHook(() => useTitleFacts(three, FAST));
    await waitFor(() => expect(result.current.progress).toEqual({ done: 1, total: 3 }));
    await waitFor(() => expect(held).toHaveLength(2));
    act(() => held.splice(0).forEach((go) => go()));
    await waitFor(() => expect(result.current.progress).toBeUndefined());
    expect(result.current.facts?.get('movie_3')).toMatchObject({ name: 'Film 3' });
    unmount();
  });

  it('asks for nothing when every title is kept, or none is wanted', async () => {
    localStorage.setItem(
      'reelist_title_facts',
      JSON.stringify({ v: 1, p: {}, t: { movie_1: ['Film 1', 0, 90, [], [], []] } }),
    );
    const none = renderHook(() => useTitleFacts(null, FAST));
    await waitFor(() => expect(none.result.current.facts?.size).toBe(1));
    const one = TITLES.slice(0, 1);
    const known = renderHook(() => useTitleFacts(one, FAST));
    await waitFor(() => expect(known.result.current.facts?.size).toBe(1));
    expect(known.result.current.progress).toBeUndefined();
    expect(getTitleWithCredits).not.toHaveBeenCalled();
  });
});
