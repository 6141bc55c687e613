import type { Video } from '@reelist/contracts';
import { pickTrailer, pickVideos } from './pick-videos';

const video = (key: string, type: string, site = 'YouTube'): Video => ({ key, type, site });

describe('pickVideos', () => {
  it('keeps YouTube only, ordered Trailer, Teaser, Clip, Featurette, others last, max 6', () => {
    const videos = [
      video('bts', 'Behind the Scenes'),
      video('f', 'Featurette'),
      video('v', 'Trailer', 'Vimeo'),
      video('c', 'Clip'),
      video('t1', 'Trailer'),
      video('te', 'Teaser'),
      video('t2', 'Trailer'),
      video('c2', 'Clip'),
      video('blooper', 'Bloopers'),
    ];
    expect(pickVideos(videos).map((v) => v.key)).toEqual(['t1', 't2', 'te', 'c', 'c2', 'f']);
    expect(pickVideos(undefined)).toEqual([]);
  });

  it('chooses the first Trailer, else the first video, else nothing', () => {
    expect(pickTrailer([video('c', 'Clip'), video('t', 'Trailer')])?.key).toBe('t');
    expect(pickTrailer([video('x', 'Bloopers'), video('c', 'Clip')])?.key).toBe('c');
    expect(pickTrailer([video('v', 'Trailer', 'Vimeo')])).toBeUndefined();
    expect(pickTrailer(null)).toBeUndefined();
  });
});
