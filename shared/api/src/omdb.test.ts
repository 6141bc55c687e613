/** @jest-environment node */
import type * as OmdbModule from './omdb';
import type { ApiError } from './core/errors';
import { clearApiCache } from './core/cache';
import { getOmdbById } from './omdb';
import { json, setupApi } from './test-kit';

beforeEach(() => {
  clearApiCache();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('ratings service', () => {
  it('calls the root with apikey and i', async () => {
    const { urls } = setupApi(() => json({ Response: 'True', imdbRating: '8.8' }));
    await expect(getOmdbById('tt0137523')).resolves.toMatchObject({ imdbRating: '8.8' });
    expect(urls()[0]!.href).toBe('http://omdb.test/?apikey=OMDB-SECRET&i=tt0137523');
  });

  it("turns Response 'False' into its message carrying the Error text", async () => {
    setupApi(() => json({ Response: 'False', Error: 'Movie not found!' }));
    const error = (await getOmdbById('tt0').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Failed to fetch movie from OMDB');
    expect(error.kind).toBe('service');
    expect((error.cause as ApiError).message).toBe('Movie not found!');
  });

  it('has a fallback text when the Error field is missing, and does not cache failures', async () => {
    const { fetch } = setupApi(() => json({ Response: 'False' }));
    const error = (await getOmdbById('tt1').catch((e: unknown) => e)) as ApiError;
    expect((error.cause as ApiError).message).toBe('Unknown error');
    await getOmdbById('tt1').catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('wraps HTTP failures with the same messages', async () => {
    setupApi(() => json({}, 401));
    await expect(getOmdbById('tt1')).rejects.toMatchObject({ message: 'Failed to fetch movie from OMDB', status: 401 });
  });

  it('refuses to call before configureApi', async () => {
    let error: ApiError | undefined;
    await jest.isolateModulesAsync(async () => {
      const fresh = jest.requireActual<typeof OmdbModule>('./omdb');
      error = (await fresh.getOmdbById('tt1').catch((e: unknown) => e)) as ApiError;
    });
    expect(error).toMatchObject({ kind: 'config', message: 'Failed to fetch movie from OMDB' });
  });
});
