import { readFileSync } from 'node:fs';
import { i18n } from '@reelist/i18n';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsPDF } from 'jspdf';
import type * as JsPdfModule from 'jspdf';
import type * as AutoTableModule from 'jspdf-autotable';
import { watchlistItem } from '@reelist/testing';
import { downloadBlob } from '@reelist/ui';
import { sharedMessages } from '@reelist/ui/messages';
import { messages as german } from '../../locales/de.po';
import { messages as japanese } from '../../locales/ja.po';
import { renderPage } from '../../testing/render-page';
import { WatchlistPage } from '../watchlist';
import { drawableText, pdfStatistics, pdfSubtitleLines, pdfTableRows, pdfTitle } from './pdf-data';
import { buildWatchlistPdf } from './pdf-export';

// The real jsPDF with the real DejaVu Sans the export embeds: which characters it can draw is the font's own cmap.
const FONT = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')).toString('base64');
const mockDrawn: string[] = [];
const mockTables: Array<{ head: string[][]; body: string[][] }> = [];

jest.mock('./pdf-font', () => ({ loadPdfFont: () => Promise.resolve(FONT) }));
jest.mock('@reelist/ui', () => ({ ...jest.requireActual('@reelist/ui'), downloadBlob: jest.fn() }));
jest.mock('jspdf', () => {
  const actual = jest.requireActual<typeof JsPdfModule>('jspdf');
  // Records what is written on the page, as it is handed to jsPDF.
  function Recording(...args: ConstructorParameters<typeof actual.jsPDF>) {
    const doc = new actual.jsPDF(...args);
    const text = doc.text.bind(doc);
    doc.text = ((value: string | string[], ...rest: unknown[]) => {
      mockDrawn.push(...(Array.isArray(value) ? value : [value]));
      return (text as (...all: unknown[]) => jsPDF)(value, ...rest);
    }) as typeof doc.text;
    return doc;
  }
  return { ...actual, jsPDF: Recording };
});
jest.mock('jspdf-autotable', () => {
  const actual = jest.requireActual<typeof AutoTableModule>('jspdf-autotable');
  return {
    ...actual,
    autoTable: (doc: jsPDF, options: { head: string[][]; body: string[][] }) => {
      mockTables.push(options);
      return actual.autoTable(doc, options as Parameters<typeof actual.autoTable>[1]);
    },
  };
});

/** The font's answer for a character, as the export asks it. */
function fontGlyphs(): (codePoint: number) => boolean {
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  doc.addFileToVFS('DejaVuSans.ttf', FONT);
  doc.addFont('DejaVuSans.ttf', 'DejaVuSans', 'normal');
  doc.setFont('DejaVuSans', 'normal');
  const metadata = (doc.getFont() as unknown as { metadata: { characterToGlyph: (code: number) => number } }).metadata;
  return (codePoint) => metadata.characterToGlyph(codePoint) !== 0;
}

beforeEach(() => {
  mockDrawn.length = 0;
  mockTables.length = 0;
});

afterEach(() => {
  act(() => i18n.activate('en'));
});

describe('characters the PDF’s font cannot draw', () => {
  it('marks each run of them with one ?, keeping every letter the font has', () => {
    const hasGlyph = fontGlyphs();
    expect(drawableText('Amélie – Ωμέγα, Ёлки', hasGlyph)).toEqual({ text: 'Amélie – Ωμέγα, Ёлки', marked: false });
    expect(drawableText('Ünïcödé 東京 after', hasGlyph)).toEqual({ text: 'Ünïcödé ? after', marked: true });
    expect(drawableText('東京物語', hasGlyph)).toEqual({ text: '?', marked: true });
    expect(drawableText('기생충 (Parasite)', hasGlyph)).toEqual({ text: '? (Parasite)', marked: true });
    // jsPDF writes no character beyond the Basic Multilingual Plane, whatever the font.
    expect(drawableText('🎬 Film', hasGlyph)).toEqual({ text: '? Film', marked: true });
  });

  it('never leaves them out silently: the PDF marks them, says how many titles, and tells the export', async () => {
    const items = [
      watchlistItem({ id: 1, title: '東京物語' }),
      watchlistItem({ id: 2, title: 'Amélie' }),
      watchlistItem({ id: 3, title: '기생충' }),
    ];
    const undrawn = jest.fn();
    const blob = await buildWatchlistPdf(items, new Date('2026-03-04T12:00:00Z'), { onUndrawn: undrawn });
    expect(blob.size).toBeGreaterThan(0);
    expect(undrawn).toHaveBeenCalledWith(2);
    expect(mockTables[0]!.body.map((row) => row[0])).toEqual(['?', 'Amélie', '?']);
    expect(mockDrawn.join(' ')).toContain(
      "2 titles have letters this PDF's font cannot show: they are printed as ?. CSV and JSON exports keep them.",
    );
  });

  it('in Japanese, writes the PDF’s own words in English, which its font can draw', async () => {
    act(() => i18n.loadAndActivate({ locale: 'ja', messages: japanese }));
    const undrawn = jest.fn();
    await buildWatchlistPdf([watchlistItem({ id: 1, title: 'Alien' })], new Date('2026-03-04T12:00:00Z'), {
      onUndrawn: undrawn,
    });
    expect(undrawn).toHaveBeenCalledWith(0);
    expect(mockDrawn.slice(0, 3)).toEqual(['My Movie Watchlist', 'Generated on March 4, 2026', 'Total items: 1']);
    expect(mockTables[0]!.head).toEqual([['Title', 'Type', 'Release Date', 'Rating', 'Status']]);
    expect(mockTables[0]!.body).toEqual([['Alien', 'Movie', 'January 1, 2020', '5.0', 'Want to Watch']]);
    expect(mockDrawn).toContain('Statistics');
    expect(mockDrawn).not.toContain('?');
  });

  it('tells the visitor after the export, in their language, how many titles are marked', async () => {
    const shared = await sharedMessages('ja');
    act(() => i18n.loadAndActivate({ locale: 'ja', messages: { ...shared, ...japanese } }));
    renderPage(<WatchlistPage />, {
      items: [watchlistItem({ id: 1, title: '東京物語' }), watchlistItem({ id: 2, title: 'Alien' })],
      preferences: { exportFormat: 'pdf' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'エクスポート / 共有' }));
    const panel = screen.getByRole('region', { name: 'エクスポート・共有・インポート' });
    await userEvent.click(within(panel).getByRole('button', { name: 'エクスポート' }));
    const [, name] = jest.mocked(downloadBlob).mock.calls[0]!;
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      `${name}をダウンロードしました。1件の作品名に、PDFのフォントで表示できない文字があり、PDFでは「?」で表示されています。`,
    );
  });
});

describe('the PDF in German', () => {
  it('writes its words, dates, counts and decimals in German, and in English again after a switch', async () => {
    const shared = await sharedMessages('de');
    act(() => i18n.loadAndActivate({ locale: 'de', messages: { ...shared, ...german } }));
    const items = [
      watchlistItem({ id: 1, title: 'Alien', status: 'watched', vote_average: 8.5, release_date: '1979-05-25' }),
      watchlistItem({ id: 2, title: 'Brazil', media_type: 'tv', status: 'watching' }),
    ];
    expect(pdfTitle()).toBe('Meine Film-Merkliste');
    expect(pdfSubtitleLines(1234, new Date('2026-03-04T12:00:00Z'))).toEqual([
      'Erstellt am 4. März 2026',
      'Einträge insgesamt: 1.234',
    ]);
    expect(pdfTableRows(items)).toEqual([
      ['Alien', 'Film', '25. Mai 1979', '8,5', 'Gesehen'],
      ['Brazil', 'Serie', '1. Januar 2020', '5,0', 'Schaue ich'],
    ]);
    expect(pdfStatistics(items)[5]).toEqual(['Durchschnittsbewertung', '6,8']);
    await buildWatchlistPdf(items, new Date('2026-03-04T12:00:00Z'));
    expect(mockTables[0]!.head).toEqual([['Titel', 'Typ', 'Erscheinungsdatum', 'Bewertung', 'Status']]);
    expect(mockDrawn).toContain('Statistik');
    expect(mockDrawn).toContain('Filme insgesamt: 1');

    act(() => i18n.activate('en'));
    expect(pdfTitle()).toBe('My Movie Watchlist');
    expect(pdfTableRows(items)[0]).toEqual(['Alien', 'Movie', 'May 25, 1979', '8.5', 'Watched']);
  });
});
