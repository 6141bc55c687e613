import * as v from 'valibot';
import { STORAGE_KEYS } from '@reelist/contracts';
import type { MediaType } from '@reelist/contracts';
// The rest of the package through its index only: one link between this chunk and the shell's first one.
import { createStorageSlot } from '../../index';
import type { WriteResult } from '../write-result';
import { storedMatchSchema, validEntries } from './schemas';

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

const FIELDS: ReadonlyArray<keyof StoredMatch> = [
  'id',
  'media_type',
  'title',
  'original_title',
  'year',
  'poster_path',
  'release_date',
  'vote_average',
  'overview',
  'genre_ids',
];

/** A stored match with only the fields this module knows (another version's extra fields are dropped). */
const knownFields = (match: StoredMatch): StoredMatch =>
  Object.fromEntries(
    FIELDS.filter((field) => match[field] !== undefined).map((field) => [field, match[field]]),
  ) as unknown as StoredMatch;

export const importMatchesSlot = createStorageSlot<ImportMatches>({
  key: STORAGE_KEYS.importMatches,
  label: 'saved import matches',
  schema: v.record(v.string(), v.nullable(storedMatchSchema)),
  defaultValue: () => ({}),
  recover: validEntries(v.nullable(storedMatchSchema)),
});

/** The stored matches in the order they were stored; a bad value is backed up and its valid entries kept. */
export function loadImportMatches(): ImportMatches {
  const stored = importMatchesSlot.read();
  return Object.fromEntries(Object.entries(stored).map(([key, match]) => [key, match && knownFields(match)]));
}

/** Replaces the stored matches with `matches`, keeping the newest IMPORT_MATCHES_CAP. Never throws. */
export function saveImportMatches(matches: ImportMatches): WriteResult {
  const entries = Object.entries(matches);
  const kept = entries.length > IMPORT_MATCHES_CAP ? entries.slice(-IMPORT_MATCHES_CAP) : entries;
  return importMatchesSlot.write(Object.fromEntries(kept));
}
