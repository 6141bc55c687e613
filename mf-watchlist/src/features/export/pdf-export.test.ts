import { watchlistItem } from '@reelist/testing';
import { buildWatchlistPdf } from './pdf-export';

const doc = {
  addFileToVFS: jest.fn(),
  addFont: jest.fn(),
  setFont: jest.fn(),
  setFontSize: jest.fn(),
  text: jest.fn(),
  addPage: jest.fn(),
  output: jest.fn(() => new Blob(['%PDF'])),
  internal: { pageSize: { getHeight: () => 842 } },
  lastAutoTable: { finalY: 800 },
};
const autoTable = jest.fn();

jest.mock('jspdf', () => ({ jsPDF: jest.fn(() => doc) }));
jest.mock('jspdf-autotable', () => ({ autoTable: (...args: unknown[]) => autoTable(...args) }));
jest.mock('./pdf-font', () => ({ loadPdfFont: () => Promise.resolve('Zm9udA==') }));

describe('buildWatchlistPdf', () => {
  it('writes the title, date, total, table and Statistics on a new page near the bottom', async () => {
    const items = [
      watchlistItem({ id: 1, title: 'Ünïcödé', vote_average: 7.25 }),
      watchlistItem({ id: 2, media_type: 'tv' }),
    ];
    const blob = await buildWatchlistPdf(items, new Date('2026-03-04T12:00:00Z'));
    expect(blob).toBeInstanceOf(Blob);
    expect(doc.addFileToVFS).toHaveBeenCalledWith('DejaVuSans.ttf', 'Zm9udA==');
    const texts = doc.text.mock.calls.map((call) => call[0]);
    expect(texts.slice(0, 3)).toEqual(['My Movie Watchlist', 'Generated on March 4, 2026', 'Total items: 2']);
    const options = autoTable.mock.calls[0]![1];
    expect(options.head).toEqual([['Title', 'Type', 'Release Date', 'Rating', 'Status']]);
    expect(options.body[0]).toEqual(['Ünïcödé', 'Movie', 'January 1, 2020', '7.3', 'Want to Watch']);
    expect(doc.addPage).toHaveBeenCalled();
    expect(texts).toContain('Statistics');
    expect(texts).toContain('Total TV Shows: 1');
    expect(texts).toContain('Average Rating: 6.1');
  });
});
