import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { imageUrl } from '@reelist/api';
import { C } from '@reelist/contracts';
import type { Collection } from '@reelist/contracts';
import { formatNumber, localToday } from '@reelist/domain';
import { Button, icons, LazyImage, UndoBanner } from '@reelist/ui';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useVisitorMarks } from '../../lib/visitor-marks';
import { collectionProgress, orderParts, progressText, totalRuntimeText } from './parts';
import { PartRow } from './part-row';
import { useAddAll } from './use-add-all';
import { usePartRuntimes } from './use-part-runtimes';
import styles from './collection.module.css';

/** A loaded collection: its header with facts, progress and "Add all to watchlist", then its films in order. */
export function CollectionView({ collection }: { collection: Collection }) {
  const { t } = useLingui();
  const name = collection.name;
  const parts = useMemo(() => orderParts(collection.parts ?? [], localToday()), [collection.parts]);
  const titles = useMemo(() => parts.map((part) => part.title), [parts]);
  const marksOf = useVisitorMarks();
  useDocumentTitle(collection.name);
  const progress = collectionProgress(parts, (title) => marksOf('movie', title.id).watched);
  const runtime = totalRuntimeText(parts, usePartRuntimes(titles));
  const { addable, addAll, banner, dismiss } = useAddAll(titles, marksOf);

  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.backdrop}>
          <LazyImage
            src={imageUrl(collection.backdrop_path, C.IMAGE_SIZES.backdrop)}
            alt=""
            width={1280}
            height={720}
            priority="high"
          />
        </div>
        <div className={styles.body}>
          <div className={styles.poster}>
            <LazyImage
              src={imageUrl(collection.poster_path, C.IMAGE_SIZES.poster)}
              alt={t`${name} poster`}
              width={500}
              height={750}
              priority="eager"
            />
          </div>
          <div className={styles.info}>
            <h1 className={styles.title}>{collection.name}</h1>
            <p className={styles.overview}>{collection.overview || t`No overview available.`}</p>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt>
                  <Trans>Films</Trans>
                </dt>
                <dd>{formatNumber(parts.length)}</dd>
              </div>
              <div className={styles.fact}>
                <dt>
                  <Trans>Total Runtime</Trans>
                </dt>
                <dd>{runtime ?? t`Adding up…`}</dd>
              </div>
            </dl>
            {progress.total > 0 && (
              <p className={styles.progress}>
                <progress value={progress.watched} max={progress.total} aria-label={progressText(progress)} />
                <span>{progressText(progress)}</span>
              </p>
            )}
            {addable.length > 0 ? (
              <Button icon={icons.plus} className={styles.addAll} onClick={addAll}>
                <Trans>Add all to watchlist</Trans>
              </Button>
            ) : (
              <p className={styles.muted}>
                <Trans>Every film here is in your watchlist or watched.</Trans>
              </p>
            )}
          </div>
        </div>
      </header>
      {banner && <UndoBanner message={banner.message} onUndo={banner.undo} onDismiss={dismiss} />}
      <section aria-labelledby="collection-films" className={styles.films}>
        <h2 id="collection-films" className={styles.subheading}>
          <Trans>Films</Trans>
        </h2>
        <ol className={styles.parts} aria-labelledby="collection-films">
          {parts.map((part) => (
            <PartRow key={part.title.id} part={part} marks={marksOf('movie', part.title.id)} />
          ))}
        </ol>
      </section>
    </article>
  );
}
