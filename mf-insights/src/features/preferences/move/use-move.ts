import { plural, t } from '@lingui/core/macro';
import { useCallback, useRef, useState } from 'react';
import {
  loadHistoryImport,
  loadWatchLog,
  preferencesStore,
  ratingsStore,
  reviewsStore,
  themeStore,
  watchlistStore,
} from '@reelist/storage';
import type { CompleteData } from '../../backup';
import { MOVE_MESSAGES } from './move-data';
import type { MoveReadResult } from './move-data';
import { mergedTitles, mergeLists } from './plan-lists';
import { planMove } from './plan-move';
import type { MovePlan } from './plan-move';

export type MoveState =
  | { phase: 'idle' }
  | { phase: 'reading' }
  | { phase: 'preview'; source: string; data: CompleteData; plan: MovePlan }
  | { phase: 'error'; message: string }
  | { phase: 'done'; message: string; undo?: () => void };

/** The success line: what the move added. */
export function movedMessage({ counts, people, lists, reminders }: MovePlan, settings: boolean): string {
  const titles = mergedTitles(lists);
  const { added, viewings, ratings, reviews } = counts;
  const followed = people.length;
  const newLists = lists.added.length;
  const newReminders = reminders.length;
  const items = plural(added, { one: '# new watchlist item', other: '# new watchlist items' });
  const logged = plural(viewings, { one: '# viewing', other: '# viewings' });
  const rated = plural(ratings, { one: '# rating', other: '# ratings' });
  const reviewed = plural(reviews, { one: '# review', other: '# reviews' });
  const sentences = [
    settings
      ? t`Moved in: ${items}, ${logged}, ${rated} and ${reviewed}, with the other device’s preferences.`
      : t`Moved in: ${items}, ${logged}, ${rated} and ${reviewed}.`,
  ];
  if (followed > 0)
    sentences.push(plural(followed, { one: 'Now following # more person.', other: 'Now following # more people.' }));
  if (newLists > 0) sentences.push(plural(newLists, { one: 'Added # list.', other: 'Added # lists.' }));
  if (newReminders > 0)
    sentences.push(plural(newReminders, { one: 'Set # more reminder.', other: 'Set # more reminders.' }));
  if (titles > 0)
    sentences.push(plural(titles, { one: 'Added # title to your lists.', other: 'Added # titles to your lists.' }));
  return sentences.join(' ');
}

/** The plan against what this device holds right now (storage as the stores show it). */
async function planNow(data: CompleteData): Promise<MovePlan> {
  const { watchLogStore, watchLogKey, followedPeopleStore, listsStore, remindersStore } = await loadWatchLog();
  const device = {
    watchlist: watchlistStore.getSnapshot(),
    watchLog: watchLogStore.getSnapshot(),
    followedPeople: followedPeopleStore.getSnapshot(),
    lists: listsStore.getSnapshot(),
    reminders: remindersStore.getSnapshot(),
    ratings: ratingsStore.getSnapshot(),
    reviews: reviewsStore.getSnapshot(),
  };
  return planMove(device, data, watchLogKey);
}

/** Writes the other device's settings; on failure puts the previous ones back. Resolves to the undo, or null. */
function takeSettings(plan: MovePlan): (() => void) | null {
  const preferences = preferencesStore.getSnapshot();
  const theme = themeStore.getSnapshot();
  const restore = () => {
    preferencesStore.commit(preferences);
    themeStore.commit(theme);
  };
  if (preferencesStore.commit(plan.preferences).ok && themeStore.commit(plan.theme).ok) return restore;
  restore();
  return null;
}

/** Follows the other device's people too; resolves to the undo (the list as it was), or null when not stored. */
async function takePeople(plan: MovePlan): Promise<(() => void) | null> {
  if (plan.people.length === 0) return () => undefined;
  const { followedPeopleStore } = await loadWatchLog();
  const before = followedPeopleStore.getSnapshot();
  const restore = () => void followedPeopleStore.replaceAll(before);
  if (followedPeopleStore.replaceAll([...before, ...plan.people]).ok) return restore;
  restore();
  return null;
}

/** Sets the other device's reminders too; resolves to the undo (the reminders as they were), or null when not stored. */
async function takeReminders(plan: MovePlan): Promise<(() => void) | null> {
  if (plan.reminders.length === 0) return () => undefined;
  const { remindersStore } = await loadWatchLog();
  const before = remindersStore.getSnapshot();
  const restore = () => void remindersStore.replaceAll(before);
  if (remindersStore.addMissing(plan.reminders).ok) return restore;
  restore();
  return null;
}

/** Adds the other device's lists and titles; resolves to the undo (the lists as they were), or null when not stored. */
async function takeLists(plan: MovePlan): Promise<(() => void) | null> {
  if (plan.lists.added.length === 0 && plan.lists.titles.size === 0) return () => undefined;
  const { listsStore } = await loadWatchLog();
  const before = listsStore.getSnapshot();
  const restore = () => void listsStore.replaceAll(before);
  if (listsStore.replaceAll(mergeLists(before, plan.lists)).ok) return restore;
  restore();
  return null;
}

/**
 * Moving data in from another device as a small state machine: a file or link is read -> preview of what merging
 * it would add -> confirm commits it all or nothing (re-planned against the data as it is then), with an Undo that
 * puts back what was stored before; or cancel. Nothing changes before confirm.
 */
export function useMove() {
  const [state, setState] = useState<MoveState>({ phase: 'idle' });
  const run = useRef(0);

  const open = useCallback(async (source: string, read: Promise<MoveReadResult>) => {
    const token = ++run.current;
    setState({ phase: 'reading' });
    const result = await read;
    if (token !== run.current) return;
    if (!result.ok) return setState({ phase: 'error', message: result.message });
    const plan = await planNow(result.data);
    if (token === run.current) setState({ phase: 'preview', source, data: result.data, plan });
  }, []);

  const confirm = useCallback(
    async (withSettings: boolean) => {
      if (state.phase !== 'preview') return;
      const token = ++run.current;
      setState({ phase: 'reading' });
      const plan = await planNow(state.data);
      const { commitHistoryImport } = await loadHistoryImport();
      const { result, undo } = commitHistoryImport(plan.change);
      if (!result.ok || !undo) return setState({ phase: 'error', message: MOVE_MESSAGES.storage });
      const undoPeople = await takePeople(plan);
      const undoLists = undoPeople && (await takeLists(plan));
      const undoReminders = undoLists && (await takeReminders(plan));
      const undoSettings = undoReminders && (withSettings ? takeSettings(plan) : () => undefined);
      if (!undoPeople || !undoLists || !undoReminders || !undoSettings) {
        undoReminders?.();
        undoLists?.();
        undoPeople?.();
        undo();
        return setState({ phase: 'error', message: MOVE_MESSAGES.storage });
      }
      if (token !== run.current) return;
      setState({
        phase: 'done',
        message: movedMessage(plan, withSettings),
        undo: () => {
          undo();
          undoPeople();
          undoLists();
          undoReminders();
          undoSettings();
          setState({ phase: 'done', message: t`The move was undone: your data is as it was before.` });
        },
      });
    },
    [state],
  );

  const cancel = useCallback(() => {
    run.current += 1;
    setState({ phase: 'idle' });
  }, []);

  return { state, open, confirm, cancel };
}
