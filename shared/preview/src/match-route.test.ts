import { matchRoute } from './match-route';

describe('matchRoute', () => {
  it('matches static and parameterised paths', () => {
    expect(matchRoute('/', '/')).toEqual({});
    expect(matchRoute('/movie/:id', '/movie/12')).toEqual({ id: '12' });
    expect(matchRoute('/tv/:id', '/tv/7/')).toEqual({ id: '7' });
  });

  it('rejects other paths', () => {
    expect(matchRoute('/movie/:id', '/tv/12')).toBeNull();
    expect(matchRoute('/watchlist', '/watchlist/extra')).toBeNull();
  });
});
