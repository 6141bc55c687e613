import { toExtraRatings } from '../api/get-extra-ratings';
import { MOVIE, SHOW } from '../../../testing/fixtures';
import { parseDetailRoute } from './detail-route';
import { displayTitle } from '../../../lib/title-text';
import { toViewEntry } from './use-record-view';

describe('parseDetailRoute', () => {
  it('takes the type from the pathname, movie by default', () => {
    expect(parseDetailRoute('/tv/1399', '1399')).toEqual({ mediaType: 'tv', id: 1399 });
    expect(parseDetailRoute('/movie/550', '550')).toEqual({ mediaType: 'movie', id: 550 });
    expect(parseDetailRoute('/title/5', '5')).toEqual({ mediaType: 'movie', id: 5 });
  });

  it('rejects ids that are not positive whole numbers', () => {
    for (const raw of [undefined, '', 'abc', '12abc', '-1', '0', '1.5', '1e3']) {
      expect(parseDetailRoute('/movie/x', raw)).toBeNull();
    }
  });
});

describe('toExtraRatings', () => {
  it('keeps IMDb, Rotten Tomatoes and Metacritic, skipping missing and N/A values', () => {
    expect(
      toExtraRatings({
        Response: 'True',
        imdbRating: 'N/A',
        Ratings: [
          { Source: 'Metacritic', Value: '70/100' },
          { Source: 'Rotten Tomatoes', Value: 'N/A' },
        ],
      }),
    ).toEqual([{ source: 'Metacritic', value: '70/100' }]);
    expect(toExtraRatings(undefined)).toEqual([]);
  });
});

describe('toViewEntry', () => {
  it('maps a title to a view-history entry', () => {
    const at = new Date('2024-05-05T12:00:00.000Z');
    expect(toViewEntry(SHOW, 'tv', at, 's1')).toEqual({
      id: 1399,
      title: 'Game of Thrones',
      mediaType: 'tv',
      posterPath: '/got.jpg',
      genres: [10765],
      rating: 8.4,
      viewedAt: '2024-05-05T12:00:00.000Z',
      sessionId: 's1',
    });
    expect(toViewEntry({ id: 1, genre_ids: [3] }, 'movie', at, 's')).toMatchObject({
      title: 'Untitled',
      posterPath: null,
      genres: [3],
      rating: 0,
    });
    expect(displayTitle(MOVIE)).toBe('Fight Club');
  });
});
