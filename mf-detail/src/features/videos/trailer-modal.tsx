import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { youtubeEmbedUrl } from '@reelist/api';
import type { Video } from '@reelist/contracts';
import { Button, icons, Modal } from '@reelist/ui';
import { videoTypeName } from './video-types';
import styles from './videos.module.css';

export interface TrailerModalProps {
  /** The video to play; null keeps the modal closed. */
  video: Video | null;
  titleName: string;
  onClose: () => void;
}

/** The embed URL with the mute parameter set; the player reloads with it, the simplest reliable mute toggle. */
export const embedUrl = (key: string, muted: boolean): string => {
  const url = youtubeEmbedUrl(key);
  return muted ? url : url.replace('mute=1', 'mute=0');
};

/** The trailer player: starts muted, has a mute toggle; the ui Modal gives Escape, backdrop, focus trap and scroll lock. */
export function TrailerModal({ video, titleName, onClose }: TrailerModalProps) {
  const { t } = useLingui();
  const name = titleName;
  return (
    <Modal open={video !== null} onClose={onClose} title={video?.name || t`${name} Trailer`} size="media">
      {video && <Player key={video.key} video={video} titleName={titleName} />}
    </Modal>
  );
}

function Player({ video, titleName }: { video: Video; titleName: string }) {
  const { t } = useLingui();
  const [muted, setMuted] = useState(true);
  return (
    <div className={styles.player}>
      <div className={styles.frame}>
        <iframe
          src={embedUrl(video.key, muted)}
          title={`${titleName}: ${video.name || videoTypeName(video.type)}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
      <Button
        variant="secondary"
        icon={muted ? icons.volumeOff : icons.volume}
        aria-pressed={!muted}
        onClick={() => setMuted(!muted)}
      >
        {muted ? t`Unmute` : t`Mute`}
      </Button>
    </div>
  );
}
