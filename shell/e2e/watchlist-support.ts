// Builders for the watchlist's browser tests: files to import (stored items come from @reelist/testing/e2e).
import type { Page } from '@playwright/test';

/** Chooses a file for the import input without a disk file. */
export async function chooseFile(page: Page, name: string, content: string | Buffer, mimeType = 'text/plain') {
  await page.getByLabel('Import watchlist file').setInputFiles({
    name,
    mimeType,
    buffer: typeof content === 'string' ? Buffer.from(content) : content,
  });
}

/** A CSV of `rows` data rows in the export's columns, with quoted commas and newlines on the way. */
export function bigCsv(rows: number): string {
  const lines = ['Title,Type,Status,Rating,Release Date,Added Date,Overview'];
  for (let i = 0; i < rows; i += 1) {
    const type = i % 4 === 0 ? 'TV Show' : 'Movie';
    lines.push(
      `"Imported, Title ${i}",${type},Watched,7.${i % 10},2001-02-03,2024-01-01T00:00:00.000Z,"Line one\nline ${i}"`,
    );
  }
  return lines.join('\r\n');
}
