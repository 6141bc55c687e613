import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
          aria-label={t`Search the catalogue`}
          className={styles.searchInput}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <Button type="submit" size="sm" variant="secondary">
          <Trans>Search</Trans>
        </Button>
      </form>
      <p role="status" className={styles.hint}>
        {found.phase === 'searching'
          ? t`Searching…`
          : found.phase === 'error'
            ? t`The catalogue could not be reached. Try again.`
            : found.phase === 'done' && found.titles.length === 0
              ? t`No titles found.`
              : ''}
      </p>
      {found.phase === 'done' && found.titles.length > 0 && (
        <ul className={styles.results} aria-label={t`Search results`}>
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

/**
 * One looked-up row: "Matrix (1999) → The Matrix (1999)" with the poster (and ", already in your watchlist" when the
 * import adds nothing for it), and Change (or Find) to search.
 */
function MatchRow({ match, held, onRematch }: { match: RowMatch; held: boolean; onRematch: OnRematch | undefined }) {
  const { t } = useLingui();
  const [searching, setSearching] = useState(false);
  const source = sourceName(match.item);
  const { title } = match;
  const matched = title ? matchName(title) : '';
  const name = title?.title ?? '';
  return (
    <li className={styles.match}>
      <Poster title={title} alt={title ? t`Poster of ${name}` : ''} />
      <span className={styles.matchText}>
        {!title
          ? t`${source} → not matched`
          : held
            ? t`${source} → ${matched}, already in your watchlist`
            : `${source} → ${matched}`}
      </span>
      {onRematch && !searching && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={title ? t`Change match for ${source}` : t`Find ${source} in the catalogue`}
          onClick={() => setSearching(true)}
        >
          {title ? <Trans>Change</Trans> : <Trans>Find</Trans>}
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
  const { t } = useLingui();
  const [all, setAll] = useState(false);
  const matches = plan.matches ?? [];
  if (matches.length === 0) return null;
  const shown = all ? matches : matches.slice(0, SHOWN_MATCHES);
  // A matched row the plan does not add is in the list already (under this id, or imported before unmatched).
  const adding = new Set(plan.added.map(keyOf));
  const held = ({ title }: RowMatch): boolean => !!title && !adding.has(keyOf(title));
  const count = matches.length;
  return (
    <>
      <ul className={styles.matches} aria-label={t`Catalogue matches`}>
        {shown.map((match) => (
          <MatchRow key={match.index} match={match} held={held(match)} onRematch={onRematch} />
        ))}
      </ul>
      {shown.length < count && (
        <Button size="sm" variant="secondary" onClick={() => setAll(true)}>
          <Plural value={count} one="Show # match" other="Show all # matches" />
        </Button>
      )}
    </>
  );
}
