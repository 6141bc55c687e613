import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import type { Title } from '@reelist/contracts';
import { useWatchlist } from '@reelist/state';
import type { MarksOf } from '../../lib/visitor-marks';

export interface AddAllBanner {
  message: string;
  /** Absent once taken back: the banner then only says what the undo did. */
  undo?: () => void;
}

/** What the banner says, kept as what happened so its text follows the language. */
interface AddAllOutcome {
  kind: 'added' | 'removed';
  count: number;
  undo?: () => void;
}

const outcomeText = ({ kind, count }: AddAllOutcome): string =>
  kind === 'added'
    ? plural(count, {
        one: 'Added # film to your watchlist as Want to Watch.',
        other: 'Added # films to your watchlist as Want to Watch.',
      })
    : plural(count, {
        one: 'Removed the film just added from your watchlist.',
        other: 'Removed the # films just added from your watchlist.',
      });

/**
 * "Add all to watchlist": adds, as Want to Watch, every part neither in the watchlist nor watched already (a film
 * the visitor has seen is not one they want to watch), then offers Undo, which removes exactly the films it added.
 * The banner's text is made on each render, in the current language.
 */
export function useAddAll(parts: readonly Title[], marksOf: MarksOf) {
  const { add, remove } = useWatchlist();
  const [outcome, setOutcome] = useState<AddAllOutcome | null>(null);
  const addable = parts.filter((part) => {
    const marks = marksOf('movie', part.id);
    return marks.status === undefined && !marks.watched;
  });

  const addAll = () => {
    const added = addable;
    for (const part of added) add(part, 'movie');
    setOutcome({
      kind: 'added',
      count: added.length,
      undo: () => {
        for (const part of added) remove(part.id, 'movie');
        setOutcome({ kind: 'removed', count: added.length });
      },
    });
  };

  const banner: AddAllBanner | null = outcome && { message: outcomeText(outcome), undo: outcome.undo };
  return { addable, addAll, banner, dismiss: () => setOutcome(null) };
}
