import * as v from 'valibot';
import type { PersonRef, TitleFacts } from '@reelist/contracts';
// The rest of the package through its index only: one link between this chunk and the shell's first one.
import { createStorageSlot } from '../../index';
import type { Codec } from '../slot';
import type { WriteResult } from '../write-result';
import { isRecord, titleFactsSchema, validEntries } from './schemas';

/**
 * What the movie service said about the watch log's titles, by `titleIdentity` (`movie_550`): the facts, or null
 * when the service has no such title. Kept in `reelist_title_facts` so each title is fetched at most once and an
 * interrupted fetch resumes. Only an optimisation: a failed write loses nothing else.
 */
export type KeptTitleFacts = ReadonlyMap<string, TitleFacts | null>;

// Not in STORAGE_KEYS: a key there costs the shell's first chunk bytes, and only this module reads it.
const TITLE_FACTS_KEY = 'reelist_title_facts';

/** The most titles kept; the ones stored first go first. */
export const TITLE_FACTS_CAP = 5_000;

/**
 * Stored compactly, a person's name once however many titles credit them:
 * `{"v":1,"p":{"<id>":"name"},"t":{"movie_550":["name",year|0,runtime|0,[genre],[director id],[cast id]]|null}}`:
 * about 60 characters a title where the same facts as objects take about 250.
 */
type Tuple = [string, number, number, number[], number[], number[]];

/** A stored tuple back to facts; anything unreadable is passed on for the schema to refuse. */
function expand(tuple: unknown, people: Record<string, unknown>): unknown {
  if (tuple === null || !Array.isArray(tuple)) return tuple;
  const [name, year, runtime, genres, directors, cast] = tuple as unknown[];
  const named = (ids: unknown) => (Array.isArray(ids) ? ids.map((id) => ({ id, name: people[String(id)] })) : ids);
  return {
    name,
    ...(year !== 0 ? { year } : {}),
    ...(runtime !== 0 ? { runtime } : {}),
    genres,
    directors: named(directors),
    cast: named(cast),
  };
}

const codec: Codec = {
  decode: (raw) => {
    const stored: unknown = JSON.parse(raw);
    if (!isRecord(stored) || !isRecord(stored.t) || !isRecord(stored.p)) return stored;
    const people = stored.p;
    return Object.fromEntries(Object.entries(stored.t).map(([key, tuple]) => [key, expand(tuple, people)]));
  },
  encode: (value) => {
    const people: Record<string, string> = {};
    const ids = (list: readonly PersonRef[]) =>
      list.map((person) => {
        people[person.id] = person.name;
        return person.id;
      });
    const titles: Record<string, Tuple | null> = {};
    for (const [key, facts] of Object.entries(value as Record<string, TitleFacts | null>)) {
      titles[key] = facts && [
        facts.name,
        facts.year ?? 0,
        facts.runtime ?? 0,
        facts.genres,
        ids(facts.directors),
        ids(facts.cast),
      ];
    }
    return JSON.stringify({ v: 1, p: people, t: titles });
  },
};

const titleFactsEntry = v.nullable(titleFactsSchema);

// By key in the order stored (keys such as `movie_550` are never array indexes, so objects keep that order).
const titleFactsSlot = createStorageSlot<Record<string, TitleFacts | null>>({
  key: TITLE_FACTS_KEY,
  label: 'saved title details',
  schema: v.record(v.string(), titleFactsEntry),
  defaultValue: () => ({}),
  recover: validEntries(titleFactsEntry),
  codec,
});

/** The kept title facts in the order stored; a bad value is backed up and its valid entries kept. */
export function loadTitleFacts(): Map<string, TitleFacts | null> {
  return new Map(Object.entries(titleFactsSlot.read()));
}

/** Replaces the kept facts with `facts`, keeping the newest TITLE_FACTS_CAP. Never throws. */
export function saveTitleFacts(facts: KeptTitleFacts): WriteResult {
  const entries = [...facts];
  return titleFactsSlot.write(
    Object.fromEntries(entries.length > TITLE_FACTS_CAP ? entries.slice(-TITLE_FACTS_CAP) : entries),
  );
}
