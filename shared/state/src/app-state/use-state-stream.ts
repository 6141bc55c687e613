import { useCallback, useSyncExternalStore } from 'react';
import type { StateStream } from '@reelist/event-bus';

/** The current value of a bus state stream, re-rendering on change. */
export function useStateStream<T>(stream: StateStream<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = stream.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [stream],
  );
  const snapshot = useCallback(() => stream.getValue(), [stream]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
