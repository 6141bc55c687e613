import { Trans } from '@lingui/react/macro';
import { useLingui } from '@reelist/i18n/react';
import type { Video } from '@reelist/contracts';
import { Icon, icons } from '@reelist/ui';
import { videoTypeName } from './video-types';
import styles from './videos.module.css';

export interface VideoListProps {
  /** Already picked: YouTube only, sorted, at most 6. */
  videos: readonly Video[];
  onPlay: (video: Video) => void;
}

/** The title's videos; each opens the trailer player. */
export function VideoList({ videos, onPlay }: VideoListProps) {
  // Renders again when the language changes: the videos' types are words of the current language.
  useLingui();
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="detail-videos" className={styles.section}>
      <h2 id="detail-videos" className={styles.heading}>
        <Trans>Videos</Trans>
      </h2>
      <ul className={styles.grid}>
        {videos.map((video) => (
          <li key={video.key}>
            <button type="button" className={styles.video} onClick={() => onPlay(video)}>
              <span className={styles.thumb} aria-hidden="true">
                <Icon icon={icons.play} size={32} />
              </span>
              <span className={styles.videoName}>{video.name || videoTypeName(video.type)}</span>
              <span className={styles.videoType}>{videoTypeName(video.type)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
