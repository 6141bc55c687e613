import type { WatchlistItem } from '@reelist/contracts';
import type { InvalidEntry } from './normalise';

/** What a file held: the items it could read, the entries it could not, and whether ids were generated (CSV). */
export interface ParsedImport {
  items: WatchlistItem[];
  invalid: InvalidEntry[];
  generatedIds: boolean;
}
