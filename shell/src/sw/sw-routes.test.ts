import {
  isHashedChunk,
  isImage,
  isMovieApi,
  isPersonDetails,
  isRemoteEntry,
  isRuntimeConfig,
  isTitleProviders,
} from './sw-routes';

const origin = 'http://localhost:4200';
const at = (href: string) => ({ url: new URL(href, origin), origin });

describe('service worker routes', () => {
  it('treats the runtime config and remote entries as NetworkFirst', () => {
    expect(isRuntimeConfig(at('/config.json'))).toBe(true);
    expect(isRuntimeConfig(at('http://elsewhere/config.json'))).toBe(false);
    expect(isRemoteEntry(at('http://localhost:4201/mf-manifest.json'))).toBe(true);
    expect(isRemoteEntry(at('http://localhost:4203/remoteEntry.js'))).toBe(true);
    expect(isRemoteEntry(at('http://localhost:4203/main.js'))).toBe(false);
  });

  it("goes to the network first for a release's entry, so a release no longer live is never asked for while online", () => {
    // Which release is live comes from /config.json (NetworkFirst); each release has its own URLs, and the last
    // one seen stays cached for offline use until a newer one is fetched.
    expect(isRemoteEntry(at('http://localhost:4202/releases/1.4.2/remoteEntry.js'))).toBe(true);
    expect(isRemoteEntry(at('http://localhost:4202/releases/1.4.2/mf-manifest.json'))).toBe(true);
    expect(isHashedChunk(at('http://localhost:4202/releases/1.4.2/607.0896b512.js'))).toBe(true);
  });

  it('recognises content-hashed chunks of any origin', () => {
    expect(isHashedChunk(at('/main.3bdf7096.js'))).toBe(true);
    expect(isHashedChunk(at('http://localhost:4202/607.0896b512.css'))).toBe(true);
    expect(isHashedChunk(at('/theme-init.js'))).toBe(false);
    expect(isHashedChunk(at('http://localhost:4202/remoteEntry.js'))).toBe(false);
  });

  it('recognises catalogue and CDN images', () => {
    expect(isImage(at('http://localhost:4300/t/p/w500/abc.svg'))).toBe(true);
    expect(isImage(at('https://image.tmdb.org/t/p/w1280/x.jpg'))).toBe(true);
    expect(isImage(at('/icons/icon-192.png'))).toBe(false);
  });

  it('recognises movie-service calls on their own origin only', () => {
    expect(isMovieApi(at('http://localhost:4300/3/movie/popular?api_key=x'))).toBe(true);
    expect(isMovieApi(at('https://api.themoviedb.org/3/search/multi?query=a'))).toBe(true);
    expect(isMovieApi(at('/3/not-an-api'))).toBe(false);
    expect(isMovieApi(at('http://localhost:4300/omdb/?i=tt1'))).toBe(false);
  });

  it("asks the network first for a title's watch providers, which change from day to day", () => {
    expect(isTitleProviders(at('http://localhost:4300/3/movie/550/watch/providers?api_key=x'))).toBe(true);
    expect(isTitleProviders(at('https://api.themoviedb.org/3/tv/1399/watch/providers'))).toBe(true);
    expect(isTitleProviders(at('http://localhost:4300/3/watch/providers/movie'))).toBe(false);
    expect(isTitleProviders(at('/3/movie/550/watch/providers'))).toBe(false);
  });

  it("asks the network first for a person's details, whose new credits the daily check compares", () => {
    expect(isPersonDetails(at('http://localhost:4300/3/person/31?append_to_response=movie_credits'))).toBe(true);
    expect(isPersonDetails(at('https://api.themoviedb.org/3/person/100003'))).toBe(true);
    expect(isPersonDetails(at('http://localhost:4300/3/person/popular'))).toBe(false);
    expect(isPersonDetails(at('http://localhost:4300/3/search/person?query=a'))).toBe(false);
    expect(isPersonDetails(at('/3/person/31'))).toBe(false);
  });
});
