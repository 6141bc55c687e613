import type { MediaType, Title } from '@reelist/contracts';
import { useWatchlist } from '@reelist/state';
import { Button, Icon, icons } from '@reelist/ui';
import { ShareMenu } from './share-menu';
import styles from './detail-hero.module.css';

export interface TitleActionsProps {
  title: Title;
  mediaType: MediaType;
}

/** The watchlist toggle, Share, and the Official Website link when the title has a homepage. */
export function TitleActions({ title, mediaType }: TitleActionsProps) {
  const { isInWatchlist, toggle } = useWatchlist();
  const inList = isInWatchlist(title.id, mediaType);
  // Only web addresses become links: a service answering `javascript:` must not get a clickable script.
  const homepage = title.homepage && /^https?:\/\//i.test(title.homepage) ? title.homepage : undefined;
  return (
    <div className={styles.actions}>
      <Button
        variant={inList ? 'secondary' : 'primary'}
        icon={inList ? icons.check : icons.plus}
        aria-pressed={inList}
        onClick={() => toggle(title, mediaType)}
      >
        {inList ? 'In Watchlist' : 'Add to Watchlist'}
      </Button>
      <ShareMenu overview={title.overview} />
      {homepage && (
        <a className={styles.website} href={homepage} target="_blank" rel="noopener noreferrer">
          <Icon icon={icons.globe} size={18} />
          Official Website
        </a>
      )}
    </div>
  );
}
