import type { Hono } from 'hono';
import { fixtureStore } from '../testing/fixture';
import { tmdb } from '../testing/request';
import { createCatalogApp } from './app';

// The movie service answers genre names in the `language` it is asked for; so does the embedded catalogue.

let app: Hono;
let movie: number;
let show: number;
beforeAll(() => {
  const store = fixtureStore();
  app = createCatalogApp({ store });
  movie = [...store.movies.values()].find((m) => m.genre_ids.includes(35))!.id;
  show = [...store.shows.values()].find((s) => s.genre_ids.length > 0)!.id;
});

type Genres = { genres: Array<{ id: number; name: string }> };
const named = (body: Genres, id: number) => body.genres.find((g) => g.id === id)?.name;

describe('genre names follow the asked language', () => {
  it.each([
    ['de', 'Drama', 'Komödie', 'Sci-Fi & Fantasy'],
    ['de-DE', 'Drama', 'Komödie', 'Sci-Fi & Fantasy'],
    ['fr', 'Drame', 'Comédie', 'Science-Fiction & Fantastique'],
    ['ja', 'ドラマ', 'コメディ', 'SF＆ファンタジー'],
    ['ko', '드라마', '코미디', 'SF & 판타지'],
    ['en', 'Drama', 'Comedy', 'Sci-Fi & Fantasy'],
    ['pt-BR', 'Drama', 'Comedy', 'Sci-Fi & Fantasy'],
  ])('in %s, the genre lists say %s, %s and %s', async (language, drama, comedy, sciFi) => {
    const movies = await tmdb<Genres>(app, `/genre/movie/list?language=${language}`);
    const shows = await tmdb<Genres>(app, `/genre/tv/list?language=${language}`);
    expect(named(movies.body, 18)).toBe(drama);
    expect(named(movies.body, 35)).toBe(comedy);
    expect(named(shows.body, 10765)).toBe(sciFi);
    // The same ids, in the same order, as the English lists.
    const english = await tmdb<Genres>(app, '/genre/movie/list');
    expect(movies.body.genres.map((g) => g.id)).toEqual(english.body.genres.map((g) => g.id));
  });

  it('a title’s details name its genres in the asked language; no language is English', async () => {
    const german = await tmdb<Genres>(app, `/movie/${movie}?language=de`);
    expect(named(german.body, 35)).toBe('Komödie');
    const japanese = await tmdb<Genres>(app, `/movie/${movie}?language=ja&append_to_response=credits`);
    expect(named(japanese.body, 35)).toBe('コメディ');
    const english = await tmdb<Genres>(app, `/movie/${movie}`);
    expect(named(english.body, 35)).toBe('Comedy');
    const korean = await tmdb<Genres>(app, `/tv/${show}?language=ko`);
    const englishShow = await tmdb<Genres>(app, `/tv/${show}`);
    expect(korean.body.genres.map((g) => g.id)).toEqual(englishShow.body.genres.map((g) => g.id));
    expect(korean.body.genres.map((g) => g.name)).not.toEqual(englishShow.body.genres.map((g) => g.name));
  });
});
