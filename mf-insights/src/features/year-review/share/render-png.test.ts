import { recapFileName, shareOrDownload } from './render-png';

const png = new Blob(['png'], { type: 'image/png' });
// jsdom has no Web Share API: each test gives the navigator the one it needs.
const nav = navigator as unknown as Record<string, unknown>;

afterEach(() => {
  delete nav.canShare;
  delete nav.share;
  jest.restoreAllMocks();
});

function captureDownloads(): string[] {
  URL.createObjectURL = jest.fn(() => 'blob:test');
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('shareOrDownload', () => {
  it('hands the PNG to the Web Share API where the browser can share files', async () => {
    const saved = captureDownloads();
    const share = jest.fn(async (_data: ShareData) => undefined);
    Object.assign(nav, { canShare: (data: ShareData) => (data.files?.length ?? 0) > 0, share });
    await expect(shareOrDownload(png, 'recap.png', 'My 2024 in review')).resolves.toBe('shared');
    const data = share.mock.calls[0]?.[0];
    expect(data?.title).toBe('My 2024 in review');
    expect(data?.files?.[0]).toMatchObject({ name: 'recap.png', type: 'image/png' });
    expect(saved).toEqual([]);
  });

  it('does nothing more when the person closes the share sheet', async () => {
    captureDownloads();
    Object.assign(nav, {
      canShare: () => true,
      share: () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
    });
    await expect(shareOrDownload(png, 'recap.png', 't')).resolves.toBe('cancelled');
  });

  it('downloads where files cannot be shared', async () => {
    const saved = captureDownloads();
    Object.assign(nav, { canShare: () => false, share: jest.fn() });
    await expect(shareOrDownload(png, 'recap.png', 't')).resolves.toBe('downloaded');
    expect(saved).toEqual(['recap.png']);
  });
});

describe('recapFileName', () => {
  it('names the file after the product, the year and the size', () => {
    expect(recapFileName(2024, 'story')).toBe('reelist-year-in-review-2024-1080x1920.png');
    expect(recapFileName(2023, 'wide')).toBe('reelist-year-in-review-2023-1200x630.png');
  });
});
