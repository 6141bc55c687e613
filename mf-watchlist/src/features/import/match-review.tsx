import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { imageUrl } from '@reelist/api';
import { C, titleIdentity } from '@reelist/contracts';
import type { MediaType, WatchlistItem } from '@reelist/contracts';
import { yearNumberOf } from '@reelist/domain';
import type { StoredMatch } from '@reelist/storage';
import { Button } from '@reelist/ui';
import { titleWithYear } from '../../lib/catalogue-title';
import type { RowMatch } from '../../lib/parsed-import';
import type { ImportPlan } from './plan-import';
import styles from '../../lib/transfer.module.css';

/** Rows a long file's review lists before "Show all" (a file may look up to CSV_MATCH_MAX_ROWS rows). */
const SHOWN_MATCHES = 20;

/** The review's answer: import the looked-up row at `index` as `title`. */
export type OnRematch = (index: number, title: StoredMatch) => void;

const keyOf = (item: Pick<WatchlistItem, 'id' | 'media_type'>): string => titleIdentity(item.media_type, item.id);
const sourceName = (item: WatchlistItem): string => titleWithYear(item.title, yearNumberOf(item.release_date ?? ''));
const matchName = (title: StoredMatch): string => titleWithYear(title.title, title.year);

function Poster({ title, alt }: { title: StoredMatch | null; alt: string }) {
  return title?.poster_path ? (
    <img src={imageUrl(title.poster_path, C.IMAGE_SIZES.logo)} alt={alt} width={46} height={69} loading="lazy" />
  ) : (
    <span className={styles.noPoster} aria-hidden="true" />
  );
}

type Found = { phase: 'idle' } | { phase: 'searching' } | { phase: 'done'; titles: StoredMatch[] } | { phase: 'error' };

/** A search of the catalogue for one row, by the same movie-service search the matcher uses; a result is picked. */
function CatalogueSearch(props: { initial: string; media: MediaType; onPick: (title: StoredMatch) => void }) {
  const { initial, media, onPick } = props;
  const [query, setQuery] = useState(initial);
  const [found, setFound] = useState<Found>({ phase: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => {
    input.current?.focus();
    return () => abort.current?.abort();
  }, []);

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setFound({ phase: 'searching' });
    // The matcher's chunk: loaded already when rows were matched, so this costs the first screen nothing.
    import('../matching')
      .then(({ searchCatalogue }) => searchCatalogue(query.trim(), media, controller.signal))
      .then(
        (titles) => !controller.signal.aborted && setFound({ phase: 'done', titles }),
        () => !controller.signal.aborted && setFound({ phase: 'error' }),
      );
  };

  return (
    <div className={styles.matchSearch}>
      <form role="search" className={styles.row} onSubmit={search}>
        <input
          ref={input}
          type="search"
          aria-label="Search the catalogue"
          className={styles.searchInput}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <Button type="submit" size="sm" variant="secondary">
          Search
        </Button>
      </form>
      <p role="status" className={styles.hint}>
        {found.phase === 'searching'
          ? 'Searching…'
          : found.phase === 'error'
            ? 'The catalogue could not be reached. Try again.'
            : found.phase === 'done' && found.titles.length === 0
              ? 'No titles found.'
              : ''}
      </p>
      {found.phase === 'done' && found.titles.length > 0 && (
        <ul className={styles.results} aria-label="Search results">
          {found.titles.map((title) => (
            <li key={keyOf(title)}>
              <button type="button" className={styles.result} onClick={() => onPick(title)}>
                <Poster title={title} alt="" />
                <span>{matchName(title)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One looked-up row: "Matrix (1999) → The Matrix (1999)" with the poster, and Change (or Find) to search. */
function MatchRow({ match, note, onRematch }: { match: RowMatch; note: string; onRematch: OnRematch | undefined }) {
  const [searching, setSearching] = useState(false);
  const source = sourceName(match.item);
  const { title } = match;
  return (
    <li className={styles.match}>
      <Poster title={title} alt={title ? `Poster of ${title.title}` : ''} />
      <span className={styles.matchText}>
        {source} → {title ? matchName(title) : 'not matched'}
        {note && `, ${note}`}
      </span>
      {onRematch && !searching && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={title ? `Change match for ${source}` : `Find ${source} in the catalogue`}
          onClick={() => setSearching(true)}
        >
          {title ? 'Change' : 'Find'}
        </Button>
      )}
      {onRematch && searching && (
        <CatalogueSearch
          initial={match.item.title}
          media={match.item.media_type}
          onPick={(picked) => {
            setSearching(false);
            onRematch(match.index, picked);
          }}
        />
      )}
    </li>
  );
}

/**
 * What matched what (a count alone hid that "Matrix" became "The Matrix"): each row
 * looked up in the catalogue, its title and year beside the title and year it matched, with the poster. The
 * visitor can change any match or find an unmatched row by a search.
 */
export function MatchReview({ plan, onRematch }: { plan: ImportPlan; onRematch: OnRematch | undefined }) {
  const [all, setAll] = useState(false);
  const matches = plan.matches ?? [];
  if (matches.length === 0) return null;
  const shown = all ? matches : matches.slice(0, SHOWN_MATCHES);
  // A matched row the plan does not add is in the list already (under this id, or imported before unmatched).
  const adding = new Set(plan.added.map(keyOf));
  const noteOf = ({ title }: RowMatch): string =>
    title && !adding.has(keyOf(title)) ? 'already in your watchlist' : '';
  return (
    <>
      <ul className={styles.matches} aria-label="Catalogue matches">
        {shown.map((match) => (
          <MatchRow key={match.index} match={match} note={noteOf(match)} onRematch={onRematch} />
        ))}
      </ul>
      {shown.length < matches.length && (
        <Button size="sm" variant="secondary" onClick={() => setAll(true)}>
          Show all {matches.length} matches
        </Button>
      )}
    </>
  );
}
