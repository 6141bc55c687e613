import { chainDepth, kindOf } from './chain.js';

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
