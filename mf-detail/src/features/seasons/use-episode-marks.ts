import { useCallback, useState } from 'react';
import { plural } from '@lingui/core/macro';
import type { EpisodeRef, Title } from '@reelist/contracts';
import { markEpisodes } from '@reelist/state/watch-log';
import type { EpisodeMark } from '@reelist/state/watch-log';

export interface MarkNotice {
  /** What was done, made when shown, so it reads in the current language. */
  text: () => string;
  undo?: () => void;
}

/** '3 episodes', in the interface's language. */
export const episodesCount = (count: number): string => plural(count, { one: '# episode', other: '# episodes' });

/**
 * Marking episodes from the Seasons section: a single toggle applies quietly (toggling again takes it back);
 * a batch ("Mark season watched", "Mark all aired as watched") says what it did, with an Undo. A mark storage
 * refuses is announced by the watch log, which shows what it stores again: nothing here claims it.
 */
export function useEpisodeMarks(show: Title) {
  const [notice, setNotice] = useState<MarkNotice | null>(null);
  const mark = useCallback(
    (episodes: readonly EpisodeRef[], how: EpisodeMark) => {
      setNotice(null);
      void markEpisodes(show, episodes, how);
    },
    [show],
  );
  const markBatch = useCallback(
    async (episodes: readonly EpisodeRef[], text: () => string) => {
      setNotice(null);
      const marked = await markEpisodes(show, episodes, 'watch');
      if (!marked.result.ok) return;
      const undo = async () => {
        const count = episodes.length;
        const undone = () =>
          plural(count, { one: 'Undone: # episode unmarked.', other: 'Undone: # episodes unmarked.' });
        if ((await marked.undo()).ok) setNotice({ text: undone });
      };
      setNotice({ text, undo: () => void undo() });
    },
    [show],
  );
  return { notice, mark, markBatch };
}
