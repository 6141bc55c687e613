import { watchExternalChanges } from './external-changes';

describe('watchExternalChanges', () => {
  it('emits the new raw value when another tab changes the key, and null when storage is cleared', () => {
    const values: Array<string | null> = [];
    const sub = watchExternalChanges('reelist_watchlist').subscribe((value) => values.push(value));
    window.dispatchEvent(new StorageEvent('storage', { key: 'reelist_watchlist', newValue: '[]' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'reelist_theme', newValue: 'dark' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    sub.unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'reelist_watchlist', newValue: '[1]' }));
    expect(values).toEqual(['[]', null]);
  });
});
