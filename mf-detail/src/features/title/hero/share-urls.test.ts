import { shareUrls } from './share-urls';

describe('shareUrls', () => {
  it('carries the page URL and the first 100 characters of the overview, URL-encoded', () => {
    const overview = `${'a'.repeat(99)}&b and more`;
    const urls = shareUrls('https://reelist.test/movie/5?x=1', overview);
    const page = encodeURIComponent('https://reelist.test/movie/5?x=1');
    const text = encodeURIComponent(`${'a'.repeat(99)}&`);
    expect(urls.twitter).toBe(`https://twitter.com/intent/tweet?url=${page}&text=${text}`);
    expect(urls.facebook).toContain(`u=${page}`);
    expect(urls.linkedin).toContain(`url=${page}`);
    expect(urls.reddit).toBe(`https://www.reddit.com/submit?url=${page}&title=${text}`);
    expect(shareUrls('u', null).twitter).toBe('https://twitter.com/intent/tweet?url=u&text=');
  });
});
