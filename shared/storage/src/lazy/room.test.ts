import { freshStorageEachTest, watchlistItem } from '@reelist/testing';
import { LOCAL_STORAGE_QUOTA_CHARS, watchlistRoom } from './room';

const items = (n: number) => Array.from({ length: n }, (_, i) => watchlistItem({ id: i + 1, title: `Title ${i}` }));

freshStorageEachTest();

describe('watchlistRoom', () => {
  it('lets a list that fits through and says about how many items fit', () => {
    const room = watchlistRoom(items(100));
    expect(room.fits).toBe(true);
    const perItem = JSON.stringify(items(100)).length / 100;
    expect(room.maxItems).toBeGreaterThan((LOCAL_STORAGE_QUOTA_CHARS * 0.9) / perItem);
    expect(room.maxItems).toBeLessThan(LOCAL_STORAGE_QUOTA_CHARS / perItem);
  });

  it('refuses a list larger than the origin can keep', () => {
    const many = items(60_000);
    const room = watchlistRoom(many);
    expect(room.fits).toBe(false);
    expect(room.maxItems).toBeLessThan(60_000);
  });

  it('counts what other keys hold, but not the watchlist it would replace', () => {
    const list = items(1_000);
    const alone = watchlistRoom(list).maxItems;
    localStorage.setItem('reelist_watchlist', JSON.stringify(items(5_000)));
    expect(watchlistRoom(list).maxItems).toBe(alone);
    localStorage.setItem('reelist_reviews', 'x'.repeat(1_000_000));
    expect(watchlistRoom(list).maxItems).toBeLessThan(alone);
  });
});
