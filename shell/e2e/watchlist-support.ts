// Builders for the watchlist's browser tests: stored items (reelist_watchlist) and files to import.
import type { Page } from '@playwright/test';

export interface StoredItem {
  id: number;
  title: string;
  poster_path: string | null;
  release_date: string;
  vote_average: number;
  media_type: 'movie' | 'tv';
  overview: string;
  addedAt: string;
  status?: string;
}

export const storedItem = (id: number, over: Partial<StoredItem> = {}): StoredItem => ({
  id,
  title: `Seeded Title ${id}`,
  poster_path: null,
  release_date: '2020-01-01',
  vote_average: 5 + (id % 50) / 10,
  media_type: id % 3 === 0 ? 'tv' : 'movie',
  overview: `Overview ${id}`,
  addedAt: new Date(Date.UTC(2024, 0, 1) + id * 60_000).toISOString(),
  status: ['want_to_watch', 'watching', 'watched'][id % 3],
  ...over,
});

export const manyItems = (count: number): StoredItem[] => Array.from({ length: count }, (_, i) => storedItem(i + 1));

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
