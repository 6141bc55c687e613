import { reasonGenre, reasonText } from './reasons';

const names = (id: number) => ({ 18: 'Drama' })[id];

describe('reasonText', () => {
  it('says why in one line', () => {
    expect(reasonText({ kind: 'added', title: 'Heat' }, names)).toBe('Because you added Heat');
    expect(reasonText({ kind: 'genre', genreId: 18 }, names)).toBe('Popular in Drama');
    expect(reasonText({ kind: 'genre', genreId: 99 }, names)).toBe('Popular in your top genres');
    expect(reasonText({ kind: 'popular-tv' }, names)).toBe('Popular on TV');
  });
});

describe('reasonGenre', () => {
  it('picks the first preferred genre the title has, else the first preferred one', () => {
    expect(reasonGenre({ id: 1, genre_ids: [35, 18] }, [18, 35])).toBe(18);
    expect(reasonGenre({ id: 1, genres: [{ id: 35, name: 'Comedy' }] }, [18, 35])).toBe(35);
    expect(reasonGenre({ id: 1, genre_ids: [10] }, [18])).toBe(18);
    expect(reasonGenre({ id: 1 }, [])).toBeUndefined();
  });
});
