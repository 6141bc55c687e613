import { useState } from 'react';
import type { Title } from '@reelist/contracts';
import { plural } from '@reelist/domain';
import { useWatchlist } from '@reelist/state';
import type { MarksOf } from '../../lib/visitor-marks';

export interface AddAllBanner {
  message: string;
  /** Absent once taken back: the banner then only says what the undo did. */
  undo?: () => void;
}

const theFilms = (count: number) => (count === 1 ? 'the film' : `the ${plural(count, 'film')}`);

/**
 * "Add all to watchlist": adds, as Want to Watch, every part neither in the watchlist nor watched already (a film
 * the visitor has seen is not one they want to watch), then offers Undo, which removes exactly the films it added.
 */
export function useAddAll(parts: readonly Title[], marksOf: MarksOf) {
  const { add, remove } = useWatchlist();
  const [banner, setBanner] = useState<AddAllBanner | null>(null);
  const addable = parts.filter((part) => {
    const marks = marksOf('movie', part.id);
    return marks.status === undefined && !marks.watched;
  });

  const addAll = () => {
    const added = addable;
    for (const part of added) add(part, 'movie');
    setBanner({
      message: `Added ${plural(added.length, 'film')} to your watchlist as Want to Watch.`,
      undo: () => {
        for (const part of added) remove(part.id, 'movie');
        setBanner({ message: `Removed ${theFilms(added.length)} just added from your watchlist.` });
      },
    });
  };

  return { addable, addAll, banner, dismiss: () => setBanner(null) };
}
