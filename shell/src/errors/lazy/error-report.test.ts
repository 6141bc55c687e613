import { buildErrorReport, copyErrorReport, scrubSecrets } from './error-report';
import { TEST_CONFIG } from '../../test/render-shell';

describe('scrubSecrets', () => {
  it('removes api_key and apikey query values and the configured keys', () => {
    const text =
      'GET http://tmdb.test/3/movie/1?api_key=abc123&language=en failed; http://omdb.test/?APIKEY=zzz&i=tt1 ' +
      'key tmdb-secret-key-123 and omdb-secret-key-456';
    const scrubbed = scrubSecrets(text, TEST_CONFIG);
    expect(scrubbed).not.toMatch(/abc123|zzz|tmdb-secret-key-123|omdb-secret-key-456/);
    expect(scrubbed).toContain('api_key=[redacted]&language=en');
    expect(scrubbed).toContain('APIKEY=[redacted]&i=tt1');
  });

  it('leaves text alone when keys are too short to be told from words', () => {
    expect(scrubSecrets('a kind key', { tmdb: { ...TEST_CONFIG.tmdb, apiKey: 'k' }, omdb: TEST_CONFIG.omdb })).toBe(
      'a kind key',
    );
  });
});

describe('buildErrorReport', () => {
  it('has message, stack, url, user agent and time, and no keys', () => {
    const error = new Error('Failed at http://tmdb.test/3/x?api_key=tmdb-secret-key-123');
    const report = JSON.parse(
      buildErrorReport({
        error,
        componentStack: '\n    at Page',
        config: TEST_CONFIG,
        url: 'http://localhost/movie/1?apikey=omdb-secret-key-456',
        userAgent: 'UA',
        now: new Date('2025-01-02T03:04:05.000Z'),
      }),
    ) as Record<string, unknown>;
    expect(report).toMatchObject({
      message: 'Failed at http://tmdb.test/3/x?api_key=[redacted]',
      url: 'http://localhost/movie/1?apikey=[redacted]',
      userAgent: 'UA',
      time: '2025-01-02T03:04:05.000Z',
      componentStack: '\n    at Page',
    });
    expect(typeof report.stack).toBe('string');
    expect(JSON.stringify(report)).not.toMatch(/secret-key/);
  });

  it('accepts thrown non-errors', () => {
    const report = JSON.parse(buildErrorReport({ error: 'boom' })) as { message: string; url: string };
    expect(report.message).toBe('boom');
    expect(report.url).toBe(window.location.href);
  });
});

describe('copyErrorReport', () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  afterEach(() => alert.mockClear());

  it('alerts when the copy fails because there is no clipboard', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await expect(copyErrorReport('{}')).resolves.toBe(false);
    expect(alert).toHaveBeenCalledWith('Failed to copy error report');
  });
});
