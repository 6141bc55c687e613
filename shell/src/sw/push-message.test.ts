import { clickTarget, parsePushMessage } from './push-message';

describe('parsePushMessage', () => {
  it('reads title, body and url from JSON', () => {
    expect(parsePushMessage('{"title":"New release","body":"Dune is out","url":"/movie/5"}')).toEqual({
      title: 'New release',
      body: 'Dune is out',
      url: '/movie/5',
    });
  });

  it('falls back to defaults for missing or odd fields, and to plain text', () => {
    expect(parsePushMessage(null)).toEqual({ title: 'Reelist', body: '', url: '/' });
    expect(parsePushMessage('{"title":3,"body":"b"}')).toEqual({ title: 'Reelist', body: 'b', url: '/' });
    expect(parsePushMessage('Hello there')).toEqual({ title: 'Reelist', body: 'Hello there', url: '/' });
    expect(parsePushMessage('42')).toEqual({ title: 'Reelist', body: '42', url: '/' });
  });
});

describe('clickTarget', () => {
  const origin = 'http://localhost:4200';
  it('opens same-origin pages, and the home page for anything else', () => {
    expect(clickTarget('/watchlist', origin)).toBe('http://localhost:4200/watchlist');
    expect(clickTarget('http://localhost:4200/tv/3?x=1', origin)).toBe('http://localhost:4200/tv/3?x=1');
    expect(clickTarget('https://evil.example/phish', origin)).toBe('http://localhost:4200/');
    expect(clickTarget(undefined, origin)).toBe('http://localhost:4200/');
    expect(clickTarget('http://[bad', origin)).toBe('http://localhost:4200/');
  });
});
