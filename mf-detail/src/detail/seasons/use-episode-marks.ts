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
 * a batch ("Mark season watched", "Mark all aired as watched") says what it did, with an Undo.
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
      const { undo } = await markEpisodes(show, episodes, 'watch');
      setNotice({
        text,
        undo: () => void undo().then(() => setNotice({ text: `Undone: ${episodesCount(episodes.length)} unmarked.` })),
      });
    },
    [show],
  );
  return { notice, mark, markBatch };
}
