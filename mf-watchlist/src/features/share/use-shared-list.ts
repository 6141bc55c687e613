import { useEffect, useState } from 'react';
import { readSharedList } from './shared-list';
import type { SharedListResult } from './shared-list';

/** The list a fragment holds, read off the main path (inflating is asynchronous): undefined while reading. */
export function useSharedList(fragment: string): SharedListResult | undefined {
  const [read, setRead] = useState<{ fragment: string; result: SharedListResult }>();
  useEffect(() => {
    let live = true;
    void readSharedList(fragment).then((result) => {
      if (live) setRead({ fragment, result });
    });
    return () => {
      live = false;
    };
  }, [fragment]);
  return read?.fragment === fragment ? read.result : undefined;
}
