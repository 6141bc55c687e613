import { Trans } from '@lingui/react/macro';
import { imageUrl } from '@reelist/api';
import { C } from '@reelist/contracts';
import { formatDate, yearOf } from '@reelist/domain';
import { AppLink } from '@reelist/state';
import { Badge, LazyImage } from '@reelist/ui';
import { AddToList, listTitle } from '../../lib/add-to-list';
import { VisitorMarksLine } from '../../lib/visitor-marks';
import type { VisitorMarks } from '../../lib/visitor-marks';
import { displayTitle } from '../../lib/title-text';
import type { CollectionPart } from './parts';
import styles from './collection.module.css';

/**
 * One film of the collection: poster, title link, when it comes out, what the visitor has done with it, and Add to
 * list.
 */
export function PartRow({ part, marks }: { part: CollectionPart; marks: VisitorMarks }) {
  const { title, when } = part;
  return (
    <li className={styles.part}>
      <LazyImage
        className={styles.partPoster}
        src={imageUrl(title.poster_path, C.IMAGE_SIZES.posterSmall)}
        alt=""
        width={200}
        height={300}
      />
      <div className={styles.partText}>
        <AppLink to={`/movie/${title.id}`} className={styles.partTitle}>
          {displayTitle(title)}
        </AppLink>
        {when === 'released' && <span className={styles.muted}>{yearOf(title.release_date)}</span>}
        {when === 'upcoming' && (
          <span className={styles.when}>
            <Badge tone="info">
              <Trans>Upcoming</Trans>
            </Badge>
            <span className={styles.muted}>{formatDate(title.release_date)}</span>
          </span>
        )}
        {when === 'undated' && (
          <span className={styles.muted}>
            <Trans>Release date not announced</Trans>
          </span>
        )}
        <VisitorMarksLine marks={marks} />
      </div>
      <AddToList
        compact
        title={listTitle('movie', title.id, displayTitle(title), title.poster_path, title.release_date)}
      />
    </li>
  );
}
