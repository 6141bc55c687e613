import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Episode } from '@reelist/contracts';
import { EPISODE_ROW_ESTIMATE } from '../../lib/constants';
import type { EpisodeRowProps } from './episode-row';
import styles from './seasons.module.css';

export interface VirtualEpisodesProps {
  episodes: readonly Episode[];
  label: string;
  renderRow: (episode: Episode, place: EpisodeRowProps['place']) => ReactNode;
}

/** A long season (daily shows run to hundreds of episodes): only the rows near the viewport are in the page. */
export function VirtualEpisodes({ episodes, label, renderRow }: VirtualEpisodesProps) {
  const ref = useRef<HTMLOListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin((ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: episodes.length,
    estimateSize: () => EPISODE_ROW_ESTIMATE,
    // An element without layout (a test DOM) measures 0: keep the estimate rather than collapse.
    measureElement: (element) => element.getBoundingClientRect().height || EPISODE_ROW_ESTIMATE,
    overscan: 6,
    scrollMargin,
  });
  return (
    <ol
      ref={ref}
      className={`${styles.episodeList} ${styles.virtual}`}
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const episode = episodes[item.index];
        return episode
          ? renderRow(episode, {
              index: item.index,
              top: item.start - scrollMargin,
              measure: virtualizer.measureElement,
            })
          : null;
      })}
    </ol>
  );
}

export default VirtualEpisodes;
