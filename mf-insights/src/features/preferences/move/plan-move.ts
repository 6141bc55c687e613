import { C, titleIdentity } from '@reelist/contracts';
import type {
  FollowedPerson,
  Rating,
  Review,
  ThemeSettings,
  UserList,
  UserPreferences,
  WatchlistItem,
  WatchLogEntry,
} from '@reelist/contracts';
import { NOTHING_CUT } from '@reelist/storage';
import type { CutTexts, HistoryImport, Reminder } from '@reelist/storage';
import type { CompleteData } from '../../backup';
import { planLists } from './plan-lists';
import type { ListsMove } from './plan-lists';

/** What this device holds now, as far as a transfer merges with it. */
export interface DeviceData {
  watchlist: readonly WatchlistItem[];
  watchLog: readonly WatchLogEntry[];
  ratings: Readonly<Record<string, Rating[]>>;
  reviews: Readonly<Record<string, Review[]>>;
  /** Undefined: nobody is followed here. */
  followedPeople?: readonly FollowedPerson[];
  /** Undefined: no lists here. */
  lists?: readonly UserList[];
  /** Undefined: no reminders here. */
  reminders?: readonly Reminder[];
}

/** What moving a transfer in would do; nothing changes until it is committed. */
export interface MovePlan {
  /** Merged into the stores all or nothing (commitHistoryImport). */
  change: HistoryImport;
  /** The people followed on the other device and not on this one: followed here too. */
  people: FollowedPerson[];
  /** The other device's calendar reminders this one has none of for the same entry: set here too. */
  reminders: Reminder[];
  /** The other device's lists this one lacks, and the titles it lacks in the lists both have (mergeLists). */
  lists: ListsMove;
  counts: {
    added: number;
    /** Items both devices have; `newer` of them take the transfer's status (it was changed there later). */
    present: number;
    newer: number;
    viewings: number;
    ratings: number;
    reviews: number;
  };
  /** The transfer's reviews and titles longer than storage keeps: they come in cut (the preview says so). */
  cut: CutTexts;
  /** The other device's settings, taken only when the user keeps that choice. */
  preferences: UserPreferences;
  theme: ThemeSettings;
}

const keyOf = (item: Pick<WatchlistItem, 'id' | 'media_type'>) => titleIdentity(item.media_type, item.id);
const time = (iso: string | undefined) => (iso ? Date.parse(iso) || 0 : 0);
// The watchlist merge's rule: an item's version is its latest change (missing = the epoch).
const stamp = (item: WatchlistItem) => Math.max(time(item.updatedAt), time(item.addedAt));

/**
 * Merges by identity, never losing what this device has: watchlist items it lacks are added; one both have takes
 * the transfer's status only when the transfer's copy changed later; viewings are added unless the log holds the
 * same one (`logKey`); a rating replaces this device's rating of the title only when it was given later; reviews are
 * added unless the title has one with the same id; people followed there and not here are followed here too; lists
 * this device lacks are added and those both have get the titles they lack (planLists); reminders of entries with none
 * here are set here too.
 */
export function planMove(
  device: DeviceData,
  { backup, watchLog = [], followedPeople = [], lists = [], reminders = [], cut = NOTHING_CUT }: CompleteData,
  logKey: (entry: WatchLogEntry) => string,
): MovePlan {
  const mine = new Map(device.watchlist.map((item) => [keyOf(item), item]));
  const add: WatchlistItem[] = [];
  const statuses = new Map<string, WatchlistItem['status']>();
  let present = 0;
  for (const item of backup.watchlist) {
    const own = mine.get(keyOf(item));
    if (!own) {
      if (!add.some((added) => keyOf(added) === keyOf(item))) add.push(item);
      continue;
    }
    present += 1;
    if (stamp(item) > stamp(own) && (item.status ?? 'want_to_watch') !== (own.status ?? 'want_to_watch')) {
      statuses.set(keyOf(item), item.status ?? 'want_to_watch');
    }
  }

  const logged = new Set(device.watchLog.map(logKey));
  const viewings = watchLog.filter((entry) => {
    const key = logKey(entry);
    if (logged.has(key)) return false;
    logged.add(key);
    return true;
  });

  const ratings = new Map<string, Rating>();
  for (const [key, list] of Object.entries(backup.ratings)) {
    const theirs = list.filter((rating) => rating.user === C.LOCAL_USER).at(-1);
    const ours = device.ratings[key]?.find((rating) => rating.user === C.LOCAL_USER);
    if (theirs && (!ours || time(theirs.createdAt) > time(ours.createdAt))) ratings.set(key, theirs);
  }

  const reviews = new Map<string, Review[]>();
  let reviewCount = 0;
  for (const [key, list] of Object.entries(backup.reviews)) {
    const ids = new Set((device.reviews[key] ?? []).map((review) => review.id));
    const added = list.filter((review) => !ids.has(review.id));
    if (added.length === 0) continue;
    reviews.set(key, added);
    reviewCount += added.length;
  }

  const followed = new Set((device.followedPeople ?? []).map((person) => person.id));
  const people = followedPeople.filter((person) => !followed.has(person.id) && followed.add(person.id));

  const set = new Set((device.reminders ?? []).map((reminder) => reminder.key));
  const newReminders = reminders.filter((reminder) => !set.has(reminder.key) && set.add(reminder.key));

  return {
    change: { add, statuses, viewings, ratings, reviews },
    people,
    reminders: newReminders,
    lists: planLists(device.lists ?? [], lists),
    counts: {
      added: add.length,
      present,
      newer: statuses.size,
      viewings: viewings.length,
      ratings: ratings.size,
      reviews: reviewCount,
    },
    cut,
    preferences: backup.preferences,
    theme: backup.theme,
  };
}
