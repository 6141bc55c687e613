/** @jest-environment node */
import { clearApiCache } from './core/cache';
import { getTitleWithCredits } from './tmdb/details';
import { json, setupApi } from './test-kit';

beforeEach(() => clearApiCache());

describe('getTitleWithCredits', () => {
  it('asks for the title with only its credits appended, once while cached', async () => {
    const { fetch, urls } = setupApi((url) =>
      json({ id: 7, name: 'Show', credits: { cast: [], crew: [] }, path: url.pathname }),
    );
    await expect(getTitleWithCredits('tv', 7)).resolves.toMatchObject({ id: 7, credits: { cast: [] } });
    await getTitleWithCredits('tv', 7);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(urls()[0]?.pathname).toBe('/3/tv/7');
    expect(urls()[0]?.searchParams.get('append_to_response')).toBe('credits');
  });

  it("gives the service's message for the title's type on failure", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setupApi(() => json({ status_message: 'nope' }, 500));
    await expect(getTitleWithCredits('movie', 1)).rejects.toThrow('Failed to fetch movie details');
    jest.restoreAllMocks();
  });
});
