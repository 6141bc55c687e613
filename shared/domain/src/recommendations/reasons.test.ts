import { reasonGenre } from './reasons';

describe('reasonGenre', () => {
  it('picks the first preferred genre the title has, else the first preferred one', () => {
    expect(reasonGenre({ id: 1, genre_ids: [35, 18] }, [18, 35])).toBe(18);
    expect(reasonGenre({ id: 1, genres: [{ id: 35, name: 'Comedy' }] }, [18, 35])).toBe(35);
    expect(reasonGenre({ id: 1, genre_ids: [10] }, [18])).toBe(18);
    expect(reasonGenre({ id: 1 }, [])).toBeUndefined();
  });
});
