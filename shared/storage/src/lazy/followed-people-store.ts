import * as v from 'valibot';
import { creditDate, creditKey } from '@reelist/contracts';
import type { FollowedPerson, PersonDetails } from '@reelist/contracts';
// The rest of the package through its index only: one link between this chunk and the shell's first one.
import { createStorageSlot, slotStore, validItems } from '../../index';
import type { StoreReader } from '../slot-store';
import { followedPersonSchema } from './schemas';
import type { WriteResult } from '../write-result';

/**
 * Named here rather than in the contracts' STORAGE_KEYS: a key there costs the shell's first chunk bytes, and only
 * screens after the first (a person page, Home's row for followers, the daily check, backups) read it.
 */
export const FOLLOWED_PEOPLE_KEY = 'reelist_followed_people';

/** A valid followed person: a restored backup or a moved-in device's list is checked entry by entry with it. */
export const isFollowedPerson = (value: unknown): value is FollowedPerson => v.is(followedPersonSchema, value);

export const followedPeopleSlot = createStorageSlot<FollowedPerson[]>({
  key: FOLLOWED_PEOPLE_KEY,
  label: 'followed people',
  schema: v.array(followedPersonSchema),
  defaultValue: () => [],
  recover: validItems(followedPersonSchema),
});

const { reader, update } = slotStore(followedPeopleSlot);

/**
 * A person's credits as `known` keeps them (`{media_type}:{id}` -> release or first air date, '' when undated): what
 * a Follow records, and what the daily check compares the next answer with and records again.
 */
export function knownCredits(person: Pick<PersonDetails, 'credits'>): Record<string, string> {
  const known: Record<string, string> = {};
  for (const credit of [...person.credits.cast, ...person.credits.crew]) known[creditKey(credit)] = creditDate(credit);
  return known;
}

export interface FollowedPeopleStore extends StoreReader<readonly FollowedPerson[]> {
  /** Follow a person (again: their name and known credits are refreshed, the first follow date kept). */
  follow(person: Omit<FollowedPerson, 'followedAt'>, now?: Date): WriteResult;
  unfollow(id: number): WriteResult;
  /** Record what the daily check has seen of a person's credits (no change when they are no longer followed). */
  setKnown(id: number, known: Record<string, string>): WriteResult;
  /** Replace the whole list (a restored backup or a moved-in device's data). */
  replaceAll(people: readonly FollowedPerson[]): WriteResult;
}

/**
 * The people followed (`reelist_followed_people`), newest first. Every change applies to the list as stored now,
 * so two tabs following different people both keep theirs.
 */
export const followedPeopleStore: FollowedPeopleStore = {
  ...reader,
  follow: (person, now = new Date()) =>
    update((people) => {
      const before = people.find((other) => other.id === person.id);
      const entry = { ...person, followedAt: before?.followedAt ?? now.toISOString() };
      return [entry, ...people.filter((other) => other.id !== person.id)];
    }),
  unfollow: (id) => update((people) => people.filter((other) => other.id !== id)),
  setKnown: (id, known) =>
    update((people) => people.map((person) => (person.id === id ? { ...person, known: { ...known } } : person))),
  replaceAll: (people) => update(() => [...people]),
};
