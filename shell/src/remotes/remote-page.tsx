import { Suspense, lazy, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { loadWatchLog } from '@reelist/storage';
import { Spinner } from '@reelist/ui';
import { loadRemotePage, resetRemote } from './remote-registry';
import { SectionBoundary } from './section-boundary';

export interface RemotePageProps {
  remote: string;
  module: string;
  /** The page shows the watch log: its store is loaded beside the remote, so the page never waits for it after. */
  watchLog?: boolean;
}

// One lazy component per remote module and attempt, so moving between routes never re-suspends a loaded page.
const pages = new Map<string, LazyExoticComponent<ComponentType>>();

function pageFor(remote: string, module: string, attempt: number, watchLog: boolean) {
  const key = `${remote}/${module}#${attempt}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(() => {
      if (watchLog) void loadWatchLog();
      return loadRemotePage(remote, module);
    });
    pages.set(key, page);
  }
  return page;
}

const attempts = new Map<string, number>();

/** Renders a remote's route-level page, with a loading state and the section fallback + retry. */
export function RemotePage({ remote, module, watchLog = false }: RemotePageProps) {
  const id = `${remote}/${module}`;
  const [attempt, setAttempt] = useState(() => attempts.get(id) ?? 0);
  const Page = pageFor(remote, module, attempt, watchLog);
  const retry = () => {
    resetRemote(remote);
    attempts.set(id, attempt + 1);
    setAttempt(attempt + 1);
  };
  return (
    <SectionBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<Spinner label="Loading..." />}>
        <Page />
      </Suspense>
    </SectionBoundary>
  );
}
