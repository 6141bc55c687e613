import { reasonText } from './reason-text';

const names = (id: number) => ({ 18: 'Drama' })[id];

describe('reasonText', () => {
  it('says why in one line', () => {
    expect(reasonText({ kind: 'added', title: 'Heat' }, names)).toBe('Because you added Heat');
    expect(reasonText({ kind: 'genre', genreId: 18 }, names)).toBe('Popular in Drama');
    expect(reasonText({ kind: 'genre', genreId: 99 }, names)).toBe('Popular in your top genres');
    expect(reasonText({ kind: 'popular-tv' }, names)).toBe('Popular on TV');
  });
});
