import type { Title } from '@reelist/contracts';
import { collectionProgress, orderParts, progressText, totalRuntimeText } from './parts';

const part = (id: number, release_date?: string): Title => ({ id, title: `Part ${id}`, release_date });
const TODAY = '2026-11-27';

describe('orderParts', () => {
  it('puts released parts in release order, then upcoming ones by date, then undated ones as the service gave them', () => {
    const parts = [
      part(1, '2030-05-01'),
      part(2, ''),
      part(3, '1999-05-19'),
      part(4, '2026-12-01'),
      part(5),
      part(6, '1977-05-25'),
      part(7, TODAY),
      part(8, 'soon'),
    ];
    expect(orderParts(parts, TODAY).map((p) => `${p.title.id}:${p.when}`)).toEqual([
      '6:released',
      '3:released',
      '7:released',
      '4:upcoming',
      '1:upcoming',
      '2:undated',
      '5:undated',
      '8:undated',
    ]);
  });
});

describe('collectionProgress', () => {
  it('counts watched parts out of the released ones and any other already watched', () => {
    const parts = orderParts([part(1, '2001-01-01'), part(2, '2002-01-01'), part(3, '2099-01-01'), part(4)], TODAY);
    const none = collectionProgress(parts, () => false);
    expect(progressText(none)).toBe('0 of 2 watched');
    const some = collectionProgress(parts, (title) => title.id === 2 || title.id === 4);
    expect(progressText(some)).toBe('2 of 3 watched');
  });
});

describe('totalRuntimeText', () => {
  const parts = orderParts([part(1, '2001-01-01'), part(2, '2002-01-01'), part(3, '2003-01-01')], TODAY);

  it('waits until every part has answered', () => {
    expect(totalRuntimeText(parts, new Map([[1, 120]]))).toBeUndefined();
  });

  it('adds up every runtime when all are known', () => {
    const all = new Map([
      [1, 121],
      [2, 100],
      [3, 60],
    ]);
    expect(totalRuntimeText(parts, all)).toBe('4h 41m');
  });

  it('says how many films it counts when some have no runtime', () => {
    expect(
      totalRuntimeText(
        parts,
        new Map([
          [1, 121],
          [2, null],
          [3, 60],
        ]),
      ),
    ).toBe('3h 1m for 2 of 3 films');
    const unknown = new Map<number, number | null>([
      [1, null],
      [2, null],
      [3, null],
    ]);
    expect(totalRuntimeText(parts, unknown)).toBe('N/A');
  });
});
