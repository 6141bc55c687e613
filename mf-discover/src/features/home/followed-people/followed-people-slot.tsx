import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPaint, loadWatchLog } from '@reelist/storage';

// Its code (and the person calls) load only for a visitor who follows someone.
const FromPeopleYouFollow = lazy(() => import('./from-people-you-follow'));

const followsSomeone = (): boolean => (loadWatchLog.loaded()?.followedPeopleStore.getSnapshot().length ?? 0) > 0;

/**
 * Where "From people you follow" goes. Whether anyone is followed is in the watch log's chunk, which Home's first
 * screen does not carry: it is read at once when a screen before has loaded it, else asked for once `ready` (the
 * first row has its cards) and the frame after that has painted, so a visitor who follows nobody gets no new bytes
 * before Home's first cards. Kept this small because it is on Home's first screen.
 */
export function FollowedPeopleSlot({ ready }: { ready: boolean }) {
  const [follows, setFollows] = useState(followsSomeone);
  useEffect(() => {
    if (ready)
      afterPaint(
        () =>
          void loadWatchLog().then(
            () => setFollows(followsSomeone()),
            () => undefined,
          ),
      );
  }, [ready]);
  return follows ? (
    <Suspense>
      <FromPeopleYouFollow />
    </Suspense>
  ) : null;
}
