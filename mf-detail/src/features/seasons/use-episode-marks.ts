import { useCallback, useState } from 'react';
import type { EpisodeRef, Title } from '@reelist/contracts';
import { markEpisodes } from '@reelist/state/watch-log';
import type { EpisodeMark } from '@reelist/state/watch-log';

export interface MarkNotice {
  text: string;
  undo?: () => void;
}

export const episodesCount = (count: number): string => `${count} ${count === 1 ? 'episode' : 'episodes'}`;

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
    async (episodes: readonly EpisodeRef[], text: string) => {
      setNotice(null);
      const marked = await markEpisodes(show, episodes, 'watch');
      if (!marked.result.ok) return;
      const undo = async () => {
        if ((await marked.undo()).ok) setNotice({ text: `Undone: ${episodesCount(episodes.length)} unmarked.` });
      };
      setNotice({ text, undo: () => void undo() });
    },
    [show],
  );
  return { notice, mark, markBatch };
}
