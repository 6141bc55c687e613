import { t } from '@lingui/core/macro';
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import { loadWatchLog } from '@reelist/storage';
import { Spinner } from '@reelist/ui';
import {
  loadRemotePage,
  loadedRemotePage,
  remoteEntry,
  remoteRelease,
  resetRemote,
  subscribeRemotes,
} from './remote-registry';
import { SectionBoundary } from './section-boundary';
import { replayEarlyClicks } from '../services/early-clicks';
import styles from './remote-page.module.css';

export interface RemotePageProps {
  remote: string;
  module: string;
  /** The page shows the watch log: its store is loaded beside the remote, so the page never waits for it after. */
  watchLog?: boolean;
}

// One component per remote module, attempt and release, so moving between routes never re-suspends a loaded page,
// and a release promoted since is loaded anew. A page loaded before its first render (the shell waits for the first
// route's page, see bootstrap.tsx) is rendered as it is: a lazy one would show its loading state for a moment all the same,
// and React then holds the page back up to 300 ms after that fallback (its throttle for revealing Suspense content).
const pages = new Map<string, ComponentType>();

function pageFor(remote: string, module: string, attempt: number, watchLog: boolean, entry: string | undefined) {
  const key = `${remote}/${module}#${attempt}@${entry}`;
  let page = pages.get(key);
  if (!page) {
    if (watchLog) void loadWatchLog();
    const loaded = attempt === 0 ? loadedRemotePage(remote, module) : undefined;
    page = loaded ?? lazy(() => loadRemotePage(remote, module));
    pages.set(key, page);
  }
  return page;
}

const attempts = new Map<string, number>();
let shownRemote: string | undefined;

const refresh = (onScreen?: string) =>
  import('./lazy/refresh').then(({ refreshRemotes }) => refreshRemotes(onScreen)).catch(() => undefined);

/** Back to the tab: a release promoted meanwhile switches the other remotes, and is offered (Update) for this one. */
export function watchReleases(): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && shownRemote) void refresh(shownRemote);
  });
}

/** Renders a remote's route-level page, with a loading state and the section fallback + retry. */
export function RemotePage({ remote, module, watchLog = false }: RemotePageProps) {
  const id = `${remote}/${module}`;
  // The same on a server: the entry it registered.
  const entryNow = () => remoteEntry(remote);
  const entry = useSyncExternalStore(subscribeRemotes, entryNow, entryNow);
  const [attempt, setAttempt] = useState(() => attempts.get(id) ?? 0);
  const Page = pageFor(remote, module, attempt, watchLog, entry);
  useEffect(() => {
    // Coming into this remote from another: a release of it promoted since is loaded now (no reload, no restart).
    if (shownRemote !== undefined && shownRemote !== remote) void refresh();
    shownRemote = remote;
  }, [remote]);
  const retry = () => {
    resetRemote(remote);
    attempts.set(id, attempt + 1);
    setAttempt(attempt + 1);
  };
  return (
    <div data-remote={remote} data-release={remoteRelease(remote)?.version} className={styles.page}>
      <SectionBoundary key={`${attempt}@${entry}`} onRetry={retry}>
        <Suspense fallback={<Spinner label={t`Loading...`} />}>
          <Page />
          <PageShown />
        </Suspense>
      </SectionBoundary>
    </div>
  );
}

/**
 * Runs when the page is the app's: on a server's page, once React has taken this boundary's markup over (later than
 * the layout around it). A button pressed on it before then is pressed again now.
 */
function PageShown() {
  useEffect(replayEarlyClicks, []);
  return null;
}
