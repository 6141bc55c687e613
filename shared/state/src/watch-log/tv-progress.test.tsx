import type { Title, WatchlistItem } from '@reelist/contracts';
import { loadWatchLog, watchlistStore } from '@reelist/storage';
import { configureStorage, freshStorageEachTest, fullStorage, watchlistItem } from '@reelist/testing';
import { applyShowProgress, markEpisodes } from './tv-progress';

// Two seasons of three; the latest aired episode is S2E2 (five aired). Specials are listed but never count.
const show: Title = {
  id: 20001,
  name: 'Night Shift',
  first_air_date: '2024-01-01',
  poster_path: '/p.jpg',
  seasons: [
    { id: 1, season_number: 0, episode_count: 2, name: 'Specials', overview: '', air_date: null, poster_path: null },
    { id: 2, season_number: 1, episode_count: 3, name: 'Season 1', overview: '', air_date: null, poster_path: null },
    { id: 3, season_number: 2, episode_count: 3, name: 'Season 2', overview: '', air_date: null, poster_path: null },
  ],
  last_episode_to_air: { season_number: 2, episode_number: 2 } as Title['last_episode_to_air'],
};
const s1 = [1, 2, 3].map((number) => ({ season: 1, number }));
const aired = [...s1, { season: 2, number: 1 }, { season: 2, number: 2 }];
const entry = () => watchlistStore.getSnapshot().find((item) => item.id === show.id && item.media_type === 'tv');
const logOf = async () => (await loadWatchLog()).watchLogStore.getSnapshot();
const episodesLogged = async () =>
  (await logOf()).map(
    (e) => `${e.episode ? `S${e.episode.season}E${e.episode.number}` : 'show'}${e.rewatch ? '+' : ''}`,
  );
const setList = (items: WatchlistItem[]) => {
  void watchlistStore.commit(items);
  watchlistStore.flush();
};

freshStorageEachTest();

describe('markEpisodes', () => {
  it('logs the first episode and adds the show to the watchlist as Watching', async () => {
    const { result } = await markEpisodes(show, [{ season: 1, number: 1 }], 'watch');
    expect(result).toEqual({ ok: true });
    expect(await episodesLogged()).toEqual(['S1E1']);
    expect(entry()).toMatchObject({ title: 'Night Shift', status: 'watching', release_date: '2024-01-01' });
  });

  it('moves a Want to Watch show to Watching, and to Watched (no viewing of the whole show) with every aired episode', async () => {
    setList([watchlistItem({ id: show.id, media_type: 'tv', status: 'want_to_watch' })]);
    await markEpisodes(show, s1, 'watch');
    expect(entry()?.status).toBe('watching');
    await markEpisodes(show, aired, 'watch');
    expect(entry()?.status).toBe('watched');
    expect(await episodesLogged()).toEqual(['S1E1', 'S1E2', 'S1E3', 'S2E1', 'S2E2']);
  });

  it('does not log an episode already watched twice, but a rewatch is a second viewing', async () => {
    await markEpisodes(show, [{ season: 1, number: 1 }], 'watch');
    await markEpisodes(show, [{ season: 1, number: 1 }], 'watch');
    await markEpisodes(show, [{ season: 1, number: 1 }], 'rewatch');
    expect(await episodesLogged()).toEqual(['S1E1', 'S1E1+']);
  });

  it('unwatching takes out every viewing of the episode; a Watched show goes back to Watching', async () => {
    await markEpisodes(show, aired, 'watch');
    await markEpisodes(show, [{ season: 1, number: 2 }], 'rewatch');
    expect(entry()?.status).toBe('watched');
    await markEpisodes(show, [{ season: 1, number: 2 }], 'unwatch');
    expect(await episodesLogged()).toEqual(['S1E1', 'S1E3', 'S2E1', 'S2E2']);
    expect(entry()?.status).toBe('watching');
  });

  it('undo puts the log and the watchlist back: an added show is removed again, a status restored', async () => {
    const first = await markEpisodes(show, s1, 'watch');
    await first.undo();
    expect(await episodesLogged()).toEqual([]);
    expect(entry()).toBeUndefined();

    setList([watchlistItem({ id: show.id, media_type: 'tv', status: 'watching', title: 'Night Shift' })]);
    await markEpisodes(show, s1, 'watch');
    const all = await markEpisodes(show, aired, 'watch');
    expect(entry()?.status).toBe('watched');
    await all.undo();
    expect(entry()?.status).toBe('watching');
    expect(await episodesLogged()).toEqual(['S1E1', 'S1E2', 'S1E3']);

    const unwatched = await markEpisodes(show, [{ season: 1, number: 3 }], 'unwatch');
    await unwatched.undo();
    expect(await episodesLogged()).toEqual(['S1E1', 'S1E2', 'S1E3']);
  });
});

describe('markEpisodes with storage full', () => {
  const storageFull = () => configureStorage({ local: fullStorage((key) => localStorage.getItem(key)) });

  it('says the marks were not stored, keeps the log as stored and moves no status', async () => {
    setList([watchlistItem({ id: show.id, media_type: 'tv', status: 'want_to_watch' })]);
    await markEpisodes(show, [{ season: 1, number: 1 }], 'watch');
    storageFull();
    const { result } = await markEpisodes(show, aired, 'watch');
    expect(result).toEqual({ ok: false, reason: 'quota' });
    expect(await episodesLogged()).toEqual(['S1E1']);
    expect(entry()?.status).toBe('watching');
  });

  it('an undo that cannot be stored says so and leaves the marks and the status as stored', async () => {
    const marked = await markEpisodes(show, s1, 'watch');
    storageFull();
    await expect(marked.undo()).resolves.toEqual({ ok: false, reason: 'quota' });
    expect(await episodesLogged()).toEqual(['S1E1', 'S1E2', 'S1E3']);
    expect(entry()?.status).toBe('watching');
  });
});

describe('applyShowProgress', () => {
  it('reopens a Watched show with a newly aired episode only when it is kept followed', async () => {
    await markEpisodes(show, aired, 'watch');
    const later: Title = {
      ...show,
      last_episode_to_air: { season_number: 2, episode_number: 3 } as Title['last_episode_to_air'],
    };
    applyShowProgress(later, await logOf(), false);
    expect(entry()?.status).toBe('watched');
    applyShowProgress(later, await logOf(), true);
    expect(entry()?.status).toBe('watching');
  });

  it('makes an imported show Watched when its history covers every aired episode', async () => {
    setList([watchlistItem({ id: show.id, media_type: 'tv', status: 'watching' })]);
    const { watchLogStore } = await loadWatchLog();
    await watchLogStore.append(
      aired.map((episode, i) => ({
        id: show.id,
        media_type: 'tv' as const,
        watchedAt: `2025-01-0${i + 1}T20:00:00.000Z`,
        rewatch: false,
        source: 'trakt' as const,
        sourceKey: `history:${i}`,
        episode,
      })),
    );
    applyShowProgress(show, watchLogStore.getSnapshot(), false);
    expect(entry()?.status).toBe('watched');
  });
});
