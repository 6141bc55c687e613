import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { titleIdentity } from '@reelist/contracts';
import { AppLink } from '@reelist/state';
import { Badge, Button, buttonClassName, EmptyState, icons, PageHeader } from '@reelist/ui';
import { ProgressBar } from '../../lib/progress-bar';
import { fetchDetails } from './add-shared';
import { SHARE_LIMITS, SHARE_MESSAGES } from './constants';
import type { ListLinkResult } from './list-link';
import { saveSharedList } from './save-shared-list';
import { countTitles } from '../../lib/counts';
import { ReadCount, ShowMore } from './share-texts';
import { SharedEntryRow } from './shared-entry-row';
import styles from './share.module.css';

/** Rows shown at first and added by "Show more": a row without the link's poster asks the catalogue for it. */
const PAGE = 50;

/**
 * `/shared#...` for a link of one of the sharer's own lists: its name, description and titles in order with their
 * notes, read from the link alone. Nothing in this browser changes until "Save as my list", which makes a new list
 * each time it is pressed (never overwriting one).
 */
export function SharedUserList({ read }: { read: ListLinkResult }) {
  const { t } = useLingui();
  const { list } = read;
  const [shown, setShown] = useState(PAGE);
  const [saving, setSaving] = useState<{ done: number; total: number } | null>(null);
  const [saved, setSaved] = useState<{ id: string; name: string } | null>(null);
  // A second press while the first save is under way would make a second copy nobody asked for.
  const busy = useRef(false);
  // Leaving the page stops fetching the details of titles being saved.
  const savingAbort = useRef<AbortController | null>(null);
  useEffect(() => () => savingAbort.current?.abort(), []);

  const savedName = saved?.name ?? '';

  const save = async () => {
    if (busy.current) return;
    busy.current = true;
    const abort = new AbortController();
    savingAbort.current = abort;
    setSaving({ done: 0, total: 0 });
    try {
      // Posters the link had no room for: from the catalogue, so the saved list shows them as any other list does.
      const details = await fetchDetails(
        list.items.filter((entry) => !entry.poster_path),
        { signal: abort.signal, onProgress: (done, total) => setSaving({ done, total }) },
      );
      if (abort.signal.aborted) return;
      const result = await saveSharedList(list, details);
      if (result.ok) setSaved({ id: result.id, name: result.name });
    } finally {
      busy.current = false;
      setSaving(null);
    }
  };

  return (
    <section className={styles.page}>
      <PageHeader
        title={list.name}
        subtitle={t`A list someone shared with you. Nothing changes in this browser until you save it as your list.`}
      />
      {list.description && <p className={styles.listDescription}>{list.description}</p>}
      {!read.ok && (
        <div className={styles.alert} role="alert">
          <p>{SHARE_MESSAGES.damaged}</p>
          {list.items.length > 0 && <ReadCount count={list.items.length} />}
        </div>
      )}
      {read.cut && (
        <p className={styles.note} role="note">
          {SHARE_MESSAGES.cut(read.cut.held, SHARE_LIMITS.items)}
        </p>
      )}
      {list.items.length === 0 ? (
        <EmptyState
          title={t`No titles to show`}
          message={t`Ask for the link again, or open your own lists.`}
          action={
            <AppLink to="/lists" className={buttonClassName({ variant: 'secondary' })}>
              <Trans>Go to my lists</Trans>
            </AppLink>
          }
        />
      ) : (
        <>
          <div className={styles.summary}>
            <p className={styles.counts}>
              <span>{countTitles(list.items.length)}</span>
              {list.ranked && (
                <Badge tone="neutral">
                  <Trans>Ranked</Trans>
                </Badge>
              )}
            </p>
            <div className={styles.actions}>
              <Button
                icon={icons.plus}
                onClick={() => void save()}
                disabled={saving !== null}
                aria-busy={saving !== null}
              >
                {saved ? t`Save another copy` : t`Save as my list`}
              </Button>
              <AppLink to="/lists" className={buttonClassName({ variant: 'secondary' })}>
                <Trans>Go to my lists</Trans>
              </AppLink>
            </div>
          </div>
          {saving && <ProgressBar label={t`Saving the list`} value={saving.total ? saving.done / saving.total : 0} />}
          <p className={styles.saved} role="status">
            {saved && (
              <>
                <Trans>Saved as your list “{savedName}”.</Trans>{' '}
                <AppLink to={`/lists/${saved.id}`}>
                  <Trans>Open list</Trans>
                </AppLink>
              </>
            )}
          </p>
          <ol className={styles.list} aria-label={t`Shared titles`}>
            {list.items.slice(0, shown).map((entry, index) => (
              <SharedEntryRow
                key={titleIdentity(entry.media_type, entry.id)}
                entry={entry}
                position={list.ranked ? index + 1 : undefined}
              />
            ))}
          </ol>
          {list.items.length > shown && (
            <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
              <ShowMore left={list.items.length - shown} />
            </Button>
          )}
        </>
      )}
    </section>
  );
}
