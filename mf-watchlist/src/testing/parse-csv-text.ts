/** Test helper: parses CSV text the way the app does (PapaParse, header line, blank lines skipped). */
import Papa from 'papaparse';
import { csvHeaderMap, csvRecordsToItems } from '../features/import';
import type { ParsedImport } from '../lib/parsed-import';

export function parseCsvText(text: string, now: Date): ParsedImport {
  const result = Papa.parse<Record<string, unknown>>(text, { header: true, skipEmptyLines: 'greedy' });
  const header = csvHeaderMap(result.meta.fields ?? []);
  return { ...csvRecordsToItems(result.data, header, now), generatedIds: true };
}
