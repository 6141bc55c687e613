import { downloadBlob } from './download';

describe('downloadBlob', () => {
  it('clicks a temporary link with the file name, then forgets the object URL', () => {
    jest.useFakeTimers();
    const createObjectURL = jest.fn(() => 'blob:reelist/1');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicks: Array<{ href: string; download: string }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.href, download: this.download });
    });
    downloadBlob(new Blob(['x']), 'reelist-watchlist-2026-11-22.csv');
    expect(clicks).toEqual([{ href: 'blob:reelist/1', download: 'reelist-watchlist-2026-11-22.csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:reelist/1');
    click.mockRestore();
    jest.useRealTimers();
  });
});
