import { useEffect, useState } from 'react';
import { readSharedLink } from './list-link';
import type { SharedLink } from './list-link';

/**
 * What a fragment holds (a watchlist or a list), read off the main path (inflating is asynchronous): undefined
 * while reading.
 */
export function useSharedLink(fragment: string): SharedLink | undefined {
  const [read, setRead] = useState<{ fragment: string; link: SharedLink }>();
  useEffect(() => {
    let live = true;
    void readSharedLink(fragment).then((link) => {
      if (live) setRead({ fragment, link });
    });
    return () => {
      live = false;
    };
  }, [fragment]);
  return read?.fragment === fragment ? read.link : undefined;
}
