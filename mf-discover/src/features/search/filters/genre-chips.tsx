import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Genre } from '@reelist/contracts';
import styles from './filters.module.css';
import { SEARCH_GENRE_CHIPS } from '../constants';

export interface GenreChipsProps {
  genres: readonly Genre[];
  selected: readonly number[];
  onToggle: (id: number) => void;
  error?: boolean;
}

/** Genre toggles: the first two, and the rest behind 'More genres'. */
export function GenreChips({ genres, selected, onToggle, error }: GenreChipsProps) {
  const [expanded, setExpanded] = useState(false);
  const { t } = useLingui();
  if (error)
    return (
      <p className={styles.hint}>
        <Trans>Failed to fetch genres</Trans>
      </p>
    );
  // While the genres load, hold their row's height so the results below do not jump when the chips arrive.
  if (genres.length === 0) return <div className={styles.chipsPending} aria-hidden="true" />;
  // Chosen genres stay visible when collapsed, so they can be turned off where they were turned on.
  const shown = expanded ? genres : genres.filter((genre, i) => i < SEARCH_GENRE_CHIPS || selected.includes(genre.id));
  const hidden = genres.length - shown.length;
  return (
    <div role="group" aria-label={t`Genres`} className={styles.chips}>
      {shown.map((genre) => (
        <button
          key={genre.id}
          type="button"
          className={styles.chip}
          aria-pressed={selected.includes(genre.id)}
          onClick={() => onToggle(genre.id)}
        >
          {genre.name}
        </button>
      ))}
      {!expanded && hidden > 0 && (
        <button type="button" className={styles.more} aria-expanded={false} onClick={() => setExpanded(true)}>
          <Trans>More genres ({hidden})</Trans>
        </button>
      )}
      {expanded && genres.length > SEARCH_GENRE_CHIPS && (
        <button type="button" className={styles.more} aria-expanded onClick={() => setExpanded(false)}>
          <Trans>Fewer genres</Trans>
        </button>
      )}
    </div>
  );
}
