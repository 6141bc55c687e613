import { plural } from './plural';

describe('plural', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(plural(1, 'title')).toBe('1 title');
    expect(plural(0, 'title')).toBe('0 titles');
    expect(plural(2, 'search', 'searches')).toBe('2 searches');
    expect(plural(3, 'title needs review', 'titles need review')).toBe('3 titles need review');
  });

  it('prints the bare number unless asked to group its digits', () => {
    expect(plural(1234, 'row')).toBe('1234 rows');
    expect(plural(1234, 'row', 'rows', { grouped: true })).toBe('1,234 rows');
    expect(plural(1, 'row', 'rows', { grouped: true })).toBe('1 row');
  });
});
