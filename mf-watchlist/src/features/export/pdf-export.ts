import type { WatchlistItem } from '@reelist/contracts';
import { PDF_TABLE_HEAD, PDF_TITLE, pdfStatistics, pdfSubtitleLines, pdfTableRows } from './pdf-data';
import { loadPdfFont } from './pdf-font';

const FONT = 'DejaVuSans';
const MARGIN = 40;
const LINE = 16;

/**
 * The PDF export: title, generated-on date and total, the table, then the Statistics block,
 * moved to a new page when it would run into the bottom margin. jsPDF and the table plugin load only here.
 */
export async function buildWatchlistPdf(items: readonly WatchlistItem[], now: Date): Promise<Blob> {
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

  doc.setFontSize(20);
  doc.text(PDF_TITLE, MARGIN, 56);
  doc.setFontSize(10);
  pdfSubtitleLines(items.length, now).forEach((line, i) => doc.text(line, MARGIN, 78 + i * 14));

  autoTable(doc, {
    head: [[...PDF_TABLE_HEAD]],
    body: pdfTableRows(items),
    startY: 110,
    margin: { left: MARGIN, right: MARGIN, bottom: MARGIN + 10 },
    styles: { font: FONT, fontSize: 9, overflow: 'linebreak', cellPadding: 4 },
    headStyles: { font: FONT, fontStyle: 'bold', fillColor: [79, 70, 229], textColor: 255 },
    columnStyles: { 0: { cellWidth: 200 } },
  });

  const pageHeight = doc.internal.pageSize.getHeight();
  const stats = pdfStatistics(items);
  const tableEnd = (doc as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY ?? 110;
  let y = tableEnd + 32;
  if (y + LINE * (stats.length + 1) > pageHeight - MARGIN) {
    doc.addPage();
    y = MARGIN + 16;
  }
  doc.setFontSize(14);
  doc.text('Statistics', MARGIN, y);
  doc.setFontSize(10);
  stats.forEach(([label, value], i) => doc.text(`${label}: ${value}`, MARGIN, y + LINE * (i + 1) + 4));
  return doc.output('blob');
}
