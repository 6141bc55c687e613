import { useState } from 'react';
import { youtubeEmbedUrl } from '@reelist/api';
import type { Video } from '@reelist/contracts';
import { Button, icons, Modal } from '@reelist/ui';
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
  return (
    <Modal open={video !== null} onClose={onClose} title={video?.name || `${titleName} Trailer`} size="media">
      {video && <Player key={video.key} video={video} titleName={titleName} />}
    </Modal>
  );
}

function Player({ video, titleName }: { video: Video; titleName: string }) {
  const [muted, setMuted] = useState(true);
  return (
    <div className={styles.player}>
      <div className={styles.frame}>
        <iframe
          src={embedUrl(video.key, muted)}
          title={`${titleName}: ${video.name || video.type}`}
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
        {muted ? 'Unmute' : 'Mute'}
      </Button>
    </div>
  );
}
