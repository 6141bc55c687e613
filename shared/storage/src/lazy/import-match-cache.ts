import * as v from 'valibot';
import { STORAGE_KEYS } from '@reelist/contracts';
import type { MediaType } from '@reelist/contracts';
import { createStorageSlot } from '../slot';
import { mediaTypeSchema } from '../watchlist-item';
import type { WriteResult } from '../write-result';

/**
 * What an import's matcher resolved, by lookup key (`tmdb:movie:550`, `title:movie:heat:1995`, ...): the
 * catalogue title, or null when nothing matched. Kept in `reelist_import_matches` so an import resumes after the
 * tab is closed and a re-import makes no new requests. Only an optimisation: a failed write loses nothing else.
 */
export interface StoredMatch {
  id: number;
  media_type: MediaType;
  title: string;
  original_title?: string;
  year?: number;
  poster_path: string | null;
  release_date: string;
  vote_average: number;
  overview: string;
  genre_ids?: number[];
}

export type ImportMatches = Record<string, StoredMatch | null>;

/** The most keys kept; the oldest (first stored) go first. */
export const IMPORT_MATCHES_CAP = 5_000;

const storedMatchSchema: v.GenericSchema<unknown, StoredMatch> = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  media_type: mediaTypeSchema,
  title: v.string(),
  original_title: v.optional(v.string()),
  year: v.optional(v.pipe(v.number(), v.integer())),
  poster_path: v.nullable(v.string()),
  release_date: v.string(),
  vote_average: v.number(),
  overview: v.string(),
  genre_ids: v.optional(v.array(v.pipe(v.number(), v.integer()))),
});

const entrySchema = v.nullable(storedMatchSchema);

/** Keeps the valid entries of a stored record whose other entries are bad. */
function validEntries(decoded: unknown): ImportMatches | undefined {
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) return undefined;
  return Object.fromEntries(Object.entries(decoded).filter(([, entry]) => v.is(entrySchema, entry)));
}

export const importMatchesSlot = createStorageSlot<ImportMatches>({
  key: STORAGE_KEYS.importMatches,
  schema: v.record(v.string(), entrySchema),
  defaultValue: () => ({}),
  recover: validEntries,
});

/** The stored matches in the order they were stored; a bad value is backed up and its valid entries kept. */
export const loadImportMatches = (): ImportMatches => importMatchesSlot.read();

/** Replaces the stored matches with `matches`, keeping the newest IMPORT_MATCHES_CAP. Never throws. */
export function saveImportMatches(matches: ImportMatches): WriteResult {
  const entries = Object.entries(matches);
  const kept = entries.length > IMPORT_MATCHES_CAP ? entries.slice(-IMPORT_MATCHES_CAP) : entries;
  return importMatchesSlot.write(Object.fromEntries(kept));
}
