import { Observable } from 'rxjs';

/**
 * Changes another tab made to `key` (the `storage` event, which never fires in the tab that wrote). Emits the new
 * raw value, or null when the key was removed or the other tab cleared all storage. Re-read through the matching
 * `read*` function to get a validated value.
 */
export function watchExternalChanges(key: string): Observable<string | null> {
  return new Observable<string | null>((subscriber) => {
    if (typeof window === 'undefined') return undefined;
    const onStorage = (event: StorageEvent): void => {
      if (event.key === key) subscriber.next(event.newValue);
      else if (event.key === null) subscriber.next(null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
}
