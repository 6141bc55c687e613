import type { jsPDF } from 'jspdf';
import type { WatchlistItem } from '@reelist/contracts';
import {
  drawableText,
  pdfLanguage,
  pdfStatistics,
  pdfStatisticsHeading,
  pdfStatisticsLine,
  pdfSubtitleLines,
  pdfTableHead,
  pdfTableRows,
  pdfTitle,
  pdfUndrawnNote,
} from './pdf-data';
import { loadPdfFont } from './pdf-font';

const FONT = 'DejaVuSans';
const MARGIN = 40;
const LINE = 16;

/** Whether the document's current font has a glyph for a character; unknown (true) for a font without a cmap. */
function glyphCheck(doc: jsPDF): (codePoint: number) => boolean {
  const font = typeof doc.getFont === 'function' ? doc.getFont() : undefined;
  const metadata = (font as { metadata?: { characterToGlyph?: (code: number) => number } } | undefined)?.metadata;
  if (typeof metadata?.characterToGlyph !== 'function') return () => true;
  return (codePoint) => metadata.characterToGlyph?.(codePoint) !== 0;
}

export interface PdfOptions {
  /** Told how many titles had characters the font cannot draw (marked '?' in the PDF, which says so too). */
  onUndrawn?: (titles: number) => void;
}

/**
 * The PDF export: title, generated-on date and total, the table, then the Statistics block,
 * moved to a new page when it would run into the bottom margin. jsPDF and the table plugin load only here.
 * Its words, dates and numbers follow the interface's language, except where its font cannot write that language
 * (Japanese, Korean: `pdfInEnglish`), where they stay English. A character the font has no glyph for, which jsPDF
 * would silently leave out, is marked instead, and a line under the total says how many titles have one.
 */
export async function buildWatchlistPdf(
  items: readonly WatchlistItem[],
  now: Date,
  { onUndrawn }: PdfOptions = {},
): Promise<Blob> {
  const [{ jsPDF }, { autoTable }, font] = await Promise.all([
    import('jspdf'),
    import('jspdf-autotable'),
    loadPdfFont(),
  ]);
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  doc.addFileToVFS(`${FONT}.ttf`, font);
  doc.addFont(`${FONT}.ttf`, FONT, 'normal');
  doc.addFont(`${FONT}.ttf`, FONT, 'bold');
  doc.setFont(FONT, 'normal');

  const language = pdfLanguage();
  const hasGlyph = glyphCheck(doc);
  const draw = (text: string) => drawableText(text, hasGlyph).text;
  let undrawn = 0;
  const body = pdfTableRows(items, language).map(([title = '', ...cells]) => {
    const drawn = drawableText(title, hasGlyph);
    if (drawn.marked) undrawn += 1;
    return [drawn.text, ...cells.map(draw)];
  });

  doc.setFontSize(20);
  doc.text(draw(pdfTitle(language)), MARGIN, 56);
  doc.setFontSize(10);
  const subtitle = pdfSubtitleLines(items.length, now, language).map(draw);
  if (undrawn > 0) {
    const width = doc.internal.pageSize.getWidth() - 2 * MARGIN;
    subtitle.push(...(doc.splitTextToSize(draw(pdfUndrawnNote(undrawn, language)), width) as string[]));
  }
  subtitle.forEach((line, i) => doc.text(line, MARGIN, 78 + i * 14));
  // The table starts under the last line: the date and the total, and the note when there is one.
  const startY = 110 + (subtitle.length - 2) * 14;

  autoTable(doc, {
    head: [pdfTableHead(language).map(draw)],
    body,
    startY,
    margin: { left: MARGIN, right: MARGIN, bottom: MARGIN + 10 },
    styles: { font: FONT, fontSize: 9, overflow: 'linebreak', cellPadding: 4 },
    headStyles: { font: FONT, fontStyle: 'bold', fillColor: [79, 70, 229], textColor: 255 },
    columnStyles: { 0: { cellWidth: 200 } },
  });

  const pageHeight = doc.internal.pageSize.getHeight();
  const stats = pdfStatistics(items, language);
  const tableEnd = (doc as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY ?? startY;
  let y = tableEnd + 32;
  if (y + LINE * (stats.length + 1) > pageHeight - MARGIN) {
    doc.addPage();
    y = MARGIN + 16;
  }
  doc.setFontSize(14);
  doc.text(draw(pdfStatisticsHeading(language)), MARGIN, y);
  doc.setFontSize(10);
  stats.forEach(([label, value], i) =>
    doc.text(draw(pdfStatisticsLine(label, value, language)), MARGIN, y + LINE * (i + 1) + 4),
  );
  onUndrawn?.(undrawn);
  return doc.output('blob');
}
