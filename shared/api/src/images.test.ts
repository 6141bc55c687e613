/** @jest-environment node */
import type * as ImagesModule from './images';
import { imageSrcSet, imageUrl, youtubeEmbedUrl } from './images';
import { setupApi } from './test-kit';

describe('imageUrl', () => {
  it('builds {image base}/{size}{path} with w500 by default', () => {
    setupApi();
    expect(imageUrl('/abc.jpg')).toBe('http://img.test/t/p/w500/abc.jpg');
    expect(imageUrl('/abc.jpg', 'w185')).toBe('http://img.test/t/p/w185/abc.jpg');
  });

  it.each([null, undefined, '', 'null'])('uses the placeholder for %p', (path) => {
    expect(imageUrl(path)).toBe('/placeholder-movie.jpg');
  });

  it('uses the public image base before configureApi', () => {
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof ImagesModule>('./images');
      expect(fresh.imageUrl('/x.jpg', 'w92')).toBe('https://image.tmdb.org/t/p/w92/x.jpg');
    });
  });
});

describe('imageSrcSet', () => {
  it('offers each width the host has for posters and backdrops, small to large', () => {
    setupApi();
    expect(imageSrcSet('/a.jpg', 'poster')).toBe(
      'http://img.test/t/p/w200/a.jpg 200w, http://img.test/t/p/w342/a.jpg 342w, http://img.test/t/p/w500/a.jpg 500w',
    );
    expect(imageSrcSet('/b.jpg', 'backdrop')).toBe(
      'http://img.test/t/p/w300/b.jpg 300w, http://img.test/t/p/w780/b.jpg 780w, http://img.test/t/p/w1280/b.jpg 1280w',
    );
  });

  it.each([null, undefined, '', 'null'])('offers nothing for %p, so the placeholder stands alone', (path) => {
    expect(imageSrcSet(path, 'poster')).toBeUndefined();
  });
});

describe('youtubeEmbedUrl', () => {
  it('autoplays muted without related videos', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1&rel=0&modestbranding=1',
    );
  });
});
