import type { SyntheticEvent } from 'react';
import { imageUrl, prefetchTitle } from '@reelist/api';
import { C, detailPath, mediaTypeLabel } from '@reelist/contracts';
import { AppLink } from '@reelist/state';
import type { FilmRow } from './filmography';
import styles from './known-for-card.module.css';

// A poster that fails to load shows the placeholder once (a failing placeholder is left as the frame's colour).
const toPlaceholder = (event: SyntheticEvent<HTMLImageElement>) => {
  const img = event.currentTarget;
  if (img.getAttribute('src') !== C.IMAGE_PLACEHOLDER) img.src = C.IMAGE_PLACEHOLDER;
};

/**
 * One Known For title: poster, title, year, type and rating, all one link. Lighter than the shared media card (a
 * third of its elements, no observer per card: the browser's own lazy loading): the row is drawn on every visit to
 * the person, on a phone too.
 */
export function KnownForCard({ row }: { row: FilmRow }) {
  const prefetch = () => prefetchTitle(row.mediaType, row.id);
  return (
    <li className={styles.card}>
      <AppLink
        to={detailPath(row.mediaType, row.id)}
        className={styles.link}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <img
          className={styles.poster}
          src={imageUrl(row.posterPath, C.IMAGE_SIZES.posterSmall)}
          alt=""
          width={500}
          height={750}
          loading="lazy"
          decoding="async"
          onError={toPlaceholder}
        />
        <span className={styles.title}>{row.title}</span>
        <span className={styles.meta}>
          {row.year ? `${row.year} · ` : ''}
          {mediaTypeLabel(row.mediaType)}
          <span className={styles.rating}>
            <span className="sr-only">Rating: </span>
            {row.rating.toFixed(1)}
          </span>
        </span>
      </AppLink>
    </li>
  );
}
