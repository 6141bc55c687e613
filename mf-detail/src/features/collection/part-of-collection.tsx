import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { imageUrl } from '@reelist/api';
import { C } from '@reelist/contracts';
import type { CollectionRef } from '@reelist/contracts';
import { localToday } from '@reelist/domain';
import { AppLink } from '@reelist/state';
import { LazyImage } from '@reelist/ui';
import { useVisitorMarks } from '../../lib/visitor-marks';
import { collectionProgress, orderParts, progressText } from './parts';
import { useCollection } from './use-collection';
import styles from './part-of-collection.module.css';

/**
 * "Part of the {name}" with a link to the collection and the visitor's progress through it ("2 of 5 watched", once
 * /collection/{id} has answered; nothing when it fails: the link still leads there).
 */
export default function PartOfCollectionBlock({ collection }: { collection: CollectionRef }) {
  const { collection: full } = useCollection(collection.id);
  const marksOf = useVisitorMarks();
  const parts = useMemo(() => orderParts(full?.parts ?? [], localToday()), [full]);
  const progress = collectionProgress(parts, (title) => marksOf('movie', title.id).watched);
  const { t } = useLingui();
  const name = collection.name;
  const label = t`Part of the ${name}`;
  return (
    <section className={styles.block} aria-label={label}>
      <LazyImage
        className={styles.poster}
        src={imageUrl(collection.poster_path, C.IMAGE_SIZES.posterSmall)}
        alt=""
        width={200}
        height={300}
      />
      <div className={styles.text}>
        <p className={styles.name}>
          <Trans>
            Part of the <AppLink to={`/collection/${collection.id}`}>{name}</AppLink>
          </Trans>
        </p>
        {progress.total > 0 && <p className={styles.progress}>{progressText(progress)}</p>}
      </div>
    </section>
  );
}
