/** @jest-environment node */
import type * as ImagesModule from './images';
import { imageUrl, youtubeEmbedUrl } from './images';
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

describe('youtubeEmbedUrl', () => {
  it('autoplays muted without related videos', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1&rel=0&modestbranding=1',
    );
  });
});
