import { memo, useRef } from 'react';
import { useLingui } from '@reelist/i18n/react';
import { getTitleDetails, imageUrl } from '@reelist/api';
import { yearNumberOf } from '@reelist/domain';
import { AppLink, useServiceQuery } from '@reelist/state';
import { LazyImage, mediaTypeName, useInView } from '@reelist/ui';
import { itemHref } from '../../lib/item-links';
import type { SharedListEntry } from './list-link';
import card from '../../lib/watchlist-card.module.css';
import styles from './share.module.css';

export interface SharedEntryRowProps {
  entry: SharedListEntry;
  /** Its place in the list (1 is first), shown when the list is ranked. */
  position?: number;
}

/**
 * One title of a shared list: its place when ranked, poster, name (to its page), year and the sharer's note. The
 * link's poster and year when it had room for them, else the catalogue's (cached).
 */
export const SharedEntryRow = memo(function SharedEntryRow({ entry, position }: SharedEntryRowProps) {
  // The media type's name follows the language.
  useLingui();
  const row = useRef<HTMLLIElement>(null);
  // A row asks the catalogue only for what the link left out, and only when it comes near the viewport.
  const near = useInView(row, 0, '300px');
  const { data: details } = useServiceQuery(
    ['title', entry.media_type, entry.id],
    (signal) => getTitleDetails(entry.media_type, entry.id, { signal }),
    { enabled: near && !entry.poster_path },
  );
  const href = itemHref(entry);
  const year = entry.year ?? yearNumberOf(details?.release_date ?? details?.first_air_date);
  return (
    <li ref={row} className={position === undefined ? styles.entry : styles.rankedEntry} aria-label={entry.title}>
      {position !== undefined && <span className={styles.rank}>{position}</span>}
      <AppLink to={href} className={card.rowPoster} tabIndex={-1} aria-hidden="true">
        <LazyImage src={imageUrl(entry.poster_path ?? details?.poster_path, 'w200')} alt="" width={200} height={300} />
      </AppLink>
      <div className={card.rowInfo}>
        <AppLink to={href} className={card.rowTitle}>
          {entry.title}
        </AppLink>
        <p className={card.rowMeta}>
          <span>{mediaTypeName(entry.media_type)}</span>
          {year !== undefined && <span>{year}</span>}
        </p>
        {entry.note && <p className={styles.entryNote}>{entry.note}</p>}
      </div>
    </li>
  );
});
