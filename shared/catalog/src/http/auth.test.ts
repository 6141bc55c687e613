import type { Hono } from 'hono';
import { fixtureStore } from '../testing/fixture';
import { createCatalogApp, hasTmdbCredential } from './app';

let app: Hono;
beforeAll(() => {
  app = createCatalogApp({ store: fixtureStore() });
});

/** A v4 read access token's shape (a JWT); the catalogue accepts any non-empty bearer token. */
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJhdWQiOiJyZWVsaXN0In0.c2lnbmF0dXJl';
const INVALID_API_KEY = {
  success: false,
  status_code: 7,
  status_message: 'Invalid API key: You must be granted a valid key.',
};

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.request(path, { headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
};

describe('movie-service credentials', () => {
  it('accepts a v3 key in the api_key query', async () => {
    const { status, body } = await get('/3/movie/1001?api_key=0123456789abcdef0123456789abcdef');
    expect(status).toBe(200);
    expect(body.id).toBe(1001);
  });

  it.each([`Bearer ${TOKEN}`, `bearer ${TOKEN}`, `BEARER ${TOKEN}`, 'Bearer x'])(
    'accepts Authorization: %s without an api_key',
    async (authorization) => {
      const { status, body } = await get('/3/movie/1001', { Authorization: authorization });
      expect(status).toBe(200);
      expect(body.id).toBe(1001);
    },
  );

  it('accepts a bearer token on lists and search too', async () => {
    const auth = { Authorization: `Bearer ${TOKEN}` };
    expect((await get('/3/movie/popular?page=2', auth)).status).toBe(200);
    expect((await get('/3/search/multi?query=star', auth)).status).toBe(200);
  });

  it.each([
    ['neither', {}],
    ['an empty bearer token', { Authorization: 'Bearer ' }],
    ['the scheme alone', { Authorization: 'Bearer' }],
    ['another scheme', { Authorization: `Basic ${TOKEN}` }],
    ['a bare token', { Authorization: TOKEN }],
  ])('answers 401 status_code 7 with %s', async (_label, headers: Record<string, string>) => {
    const { status, body } = await get('/3/movie/1001', headers);
    expect(status).toBe(401);
    expect(body).toEqual(INVALID_API_KEY);
  });

  it('answers 401 for an empty api_key and no header', async () => {
    const { status, body } = await get('/3/movie/1001?api_key=');
    expect(status).toBe(401);
    expect(body).toEqual(INVALID_API_KEY);
  });

  it('a valid header makes an empty api_key harmless', async () => {
    expect((await get('/3/movie/1001?api_key=', { Authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });

  it('hasTmdbCredential reads either form', () => {
    expect(hasTmdbCredential('k', undefined)).toBe(true);
    expect(hasTmdbCredential(undefined, `Bearer ${TOKEN}`)).toBe(true);
    expect(hasTmdbCredential(undefined, `bearer\t${TOKEN}`)).toBe(true);
    expect(hasTmdbCredential('', 'Bearer   ')).toBe(false);
    expect(hasTmdbCredential(undefined, undefined)).toBe(false);
  });
});

describe('CORS preflight for a bearer token', () => {
  it('allows the Authorization header from another origin, without any credential', async () => {
    const res = await app.request('/3/movie/1001', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4200',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('GET');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    expect(allowed).toContain('authorization');
  });

  it('the actual cross-origin GET with a bearer token is readable (CORS *)', async () => {
    const res = await app.request('/3/movie/1001', {
      headers: { Origin: 'http://localhost:4200', Authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the ratings service keeps its apikey query', () => {
  it('a bearer token does not stand in for apikey on /omdb', async () => {
    const res = await app.request('/omdb/?t=memento', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ Response: 'False', Error: 'No API key provided.' });
  });

  it('apikey alone still works on /omdb', async () => {
    const res = await app.request('/omdb/?apikey=k&t=memento');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ Response: 'True', Title: 'Memento' });
  });
});
