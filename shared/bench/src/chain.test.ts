import { causalDepth, chainDepth, kindOf, stackUrls } from './chain.js';

const req = (url: string, kind: string, start: number, end: number) => ({ url, kind, start, end }) as never;

describe('chainDepth', () => {
  it('classifies requests', () => {
    expect(kindOf('http://a/mf-manifest.json', 'fetch')).toBe('manifest');
    expect(kindOf('http://a/config.json', 'fetch')).toBe('config');
    expect(kindOf('http://a/x.js?v=1', 'other')).toBe('script');
    expect(kindOf('http://a/', 'document')).toBe('document');
    expect(kindOf('http://a/s.css', 'stylesheet')).toBe('stylesheet');
  });

  it('counts parallel chunks as one hop and sequential ones as more', () => {
    const requests = [
      req('http://s/', 'document', 0, 10),
      req('http://s/main.js', 'script', 11, 20),
      req('http://s/config.json', 'config', 21, 25),
      req('http://r/mf-manifest.json', 'manifest', 26, 30),
      req('http://r/remoteEntry.js', 'script', 31, 40),
      req('http://r/a.js', 'script', 41, 50),
      req('http://r/b.js', 'script', 42, 55),
    ];
    expect(chainDepth(requests, ['script'])).toBe(3);
    expect(chainDepth(requests, ['script', 'config', 'manifest'])).toBe(5);
  });

  it('gives scripts started alongside the document one hop, and none without scripts', () => {
    expect(chainDepth([req('http://s/', 'document', 0, 10), req('http://s/m.js', 'script', 5, 12)], ['script'])).toBe(1);
    expect(chainDepth([req('http://s/', 'document', 0, 10)], ['script'])).toBe(0);
  });
});

describe('causalDepth', () => {
  const script = (url: string, parents: string[] = []) => ({ url, kind: 'script', parents }) as never;

  it('follows initiators: HTML -> shell -> remote entry -> chunks is 3 hops however the requests queue', () => {
    const requests = [
      script('http://s/main.js'),
      script('http://s/boot.js', ['http://s/main.js']),
      script('http://r/remoteEntry.js', ['http://s/main.js']),
      script('http://r/a.js', ['http://r/remoteEntry.js', 'http://s/main.js']),
      script('http://r/b.js', ['http://r/remoteEntry.js', 'http://s/main.js']),
    ];
    expect(causalDepth(requests)).toBe(3);
  });

  it('takes the deepest script on the stack, ignores other kinds and repeats, and is 0 without scripts', () => {
    const requests = [
      script('http://s/main.js'),
      script('http://s/boot.js', ['http://s/main.js']),
      { url: 'http://s/config.json', kind: 'config', parents: ['http://s/main.js'] } as never,
      script('http://s/lazy.js', ['http://s/main.js', 'http://s/boot.js']),
      script('http://s/lazy.js', ['http://s/lazy.js']),
    ];
    expect(causalDepth(requests)).toBe(3);
    expect(causalDepth([])).toBe(0);
  });

  it('reads script URLs from an initiator stack and its async parents', () => {
    const stack = {
      callFrames: [{ url: 'http://s/main.js' }, { url: '' }, { url: 'http://s/main.js' }],
      parent: { callFrames: [{ url: 'http://s/boot.js' }] },
    };
    expect(stackUrls(stack)).toEqual(['http://s/main.js', 'http://s/boot.js']);
    expect(stackUrls(undefined)).toEqual([]);
  });
});
