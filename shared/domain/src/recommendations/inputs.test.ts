import { recommendationInputs } from './inputs';

const item = (id: number, genre_ids: number[] = [], media_type: 'movie' | 'tv' = 'movie') => ({
  id,
  media_type,
  genre_ids,
});

describe('recommendationInputs', () => {
  it('names the first three items and the top genres', () => {
    expect(recommendationInputs([item(1, [18]), item(2, [18, 35], 'tv'), item(3), item(4, [35])])).toBe(
      'movie_1,tv_2,movie_3|18,35',
    );
  });

  it('is unchanged when a later item without new genres comes or goes', () => {
    const list = [item(1, [18]), item(2), item(3)];
    expect(recommendationInputs([...list, item(9)])).toBe(recommendationInputs(list));
  });
});
