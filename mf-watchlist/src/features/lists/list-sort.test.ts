import type { ListItem } from '@reelist/contracts';
import { sortedItems } from './list-sort';

const item = (id: number, addedAt: string): ListItem => ({
  media_type: 'movie',
  id,
  title: `Title ${id}`,
  poster_path: null,
  year: 2000 + id,
  addedAt,
});

describe('list sorts', () => {
  it('puts the most recently added first, to the second, and keeps the list itself as it was', () => {
    const items = [
      item(1, '2026-01-05T10:00:00.000Z'),
      item(2, '2026-03-01T00:00:00.000Z'),
      item(3, '2026-01-05T10:00:01.000Z'),
      item(4, '2025-12-31T23:59:59.999Z'),
    ];
    expect(sortedItems(items, 'added').map((i) => i.id)).toEqual([2, 3, 1, 4]);
    expect(items.map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });
});
