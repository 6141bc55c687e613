import type { ParseError, Parser } from 'papaparse';
import type { WatchlistItem } from '@reelist/contracts';
import { IMPORT_MESSAGES } from '@reelist/domain';
import { csvHeaderMap, csvRecordsToItems } from './csv-import';
import type { CsvHeaderMap } from './csv-import';
import { ImportError } from '../../lib/import-error';
import type { AdjustedEntry, InvalidEntry, ParsedImport } from '../../lib/parsed-import';

export interface CsvParseOptions {
  now: Date;
  /** 0..1 as the file is read. */
  onProgress?: (fraction: number) => void;
  /** Parse in a Web Worker (PapaParse's own blob worker) when the browser has workers. */
  worker?: boolean;
}

// Each chunk's rows become items in one main-thread task: at about 7 µs a row (every row goes through
// parseWatchlistItem), 256 KB of rows stays well under 60 ms.
const CHUNK_BYTES = 256 * 1024;

// A broken quote makes every later row unreliable, so the whole file is refused (all or nothing).
const isFatal = (error: ParseError): boolean => error.type === 'Quotes';

/**
 * Parses a CSV file with PapaParse (loaded on demand): header line, blank lines skipped, quoted commas and
 * newlines. Rows arrive in chunks — from a worker for big files — and become items chunk by chunk, so the main
 * thread never holds a long task. Rejects with an ImportError carrying the spec's message.
 */
export async function parseCsvFile(
  file: File,
  { now, onProgress, worker = true }: CsvParseOptions,
): Promise<ParsedImport> {
  const { default: Papa } = await import('papaparse');
  return new Promise<ParsedImport>((resolve, reject) => {
    const items: WatchlistItem[] = [];
    const invalid: InvalidEntry[] = [];
    const adjusted: AdjustedEntry[] = [];
    let header: CsvHeaderMap | undefined;
    let failure: unknown;
    let nextRow = 1;
    Papa.parse<Record<string, unknown>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      worker: worker && Papa.WORKERS_SUPPORTED,
      chunkSize: CHUNK_BYTES,
      chunk: (results, parser: Parser) => {
        try {
          if (results.errors.some(isFatal)) throw new ImportError(IMPORT_MESSAGES.csvParseFailed);
          header ??= csvHeaderMap(results.meta.fields ?? []);
          const part = csvRecordsToItems(results.data, header, now, nextRow);
          nextRow += results.data.length;
          for (const item of part.items) items.push(item);
          for (const entry of part.invalid) invalid.push(entry);
          for (const entry of part.adjusted) adjusted.push(entry);
          onProgress?.(Math.min(1, file.size ? results.meta.cursor / file.size : 1));
        } catch (error) {
          failure = error;
          parser.abort();
        }
      },
      complete: () => {
        if (failure) reject(failure);
        else if (!header) reject(new ImportError(IMPORT_MESSAGES.csvParseFailed));
        else resolve({ items, invalid, adjusted, generatedIds: true });
      },
      error: () => reject(new ImportError(IMPORT_MESSAGES.csvParseFailed)),
    });
  });
}
