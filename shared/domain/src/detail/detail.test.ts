import type { Person, Video } from '@reelist/contracts';
import { pickTrailer, pickVideos } from './videos';
import { directors, groupCrew, isStarPerson, topCast } from './people';
import { shareUrls } from './share';

const video = (key: string, type: string, site = 'YouTube'): Video => ({ key, type, site });
const person = (id: number, over: Partial<Person> = {}): Person => ({
  id,
  name: `P${id}`,
  profile_path: null,
  popularity: 1,
  ...over,
});

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

describe('crew and cast', () => {
  it('groups crew in the fixed department order, then alphabetically', () => {
    const crew = [
      person(1, { department: 'Sound' }),
      person(2, { department: 'Art' }),
      person(3, { department: 'Directing', job: 'Director' }),
      person(4, { department: 'Costume & Make-Up' }),
      person(5, { department: 'Writing' }),
      person(6, { department: 'Directing', job: 'Director' }),
      person(7),
    ];
    expect(groupCrew(crew).map((g) => [g.department, g.people.map((p) => p.id)])).toEqual([
      ['Directing', [3, 6]],
      ['Writing', [5]],
      ['Sound', [1]],
      ['Art', [2]],
      ['Costume & Make-Up', [4]],
      ['Other', [7]],
    ]);
    expect(groupCrew(undefined)).toEqual([]);
  });

  it('keeps the first 20 cast members by order', () => {
    const cast = Array.from({ length: 25 }, (_, i) => person(i, { order: 24 - i }));
    cast.push(person(99));
    const top = topCast(cast);
    expect(top).toHaveLength(20);
    expect(top[0]!.id).toBe(24);
    expect(topCast([person(1), person(2, { order: 0 })]).map((p) => p.id)).toEqual([2, 1]);
    expect(topCast(null)).toEqual([]);
  });

  it('finds directors and star people', () => {
    expect(directors([person(1, { job: 'Director' }), person(2, { job: 'Writer' })]).map((p) => p.id)).toEqual([1]);
    expect(directors(undefined)).toEqual([]);
    expect(isStarPerson({ popularity: 10.1 })).toBe(true);
    expect(isStarPerson({ popularity: 10 })).toBe(false);
    expect(isStarPerson({} as Person)).toBe(false);
  });
});

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
