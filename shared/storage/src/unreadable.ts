import { resaveStores } from './create-store';
import { releaseHeld } from './slot';
import type { WriteResult } from './write-result';

export { unreadableValue } from './slot';

/**
 * The visitor chose to reset a value that could not be read nor backed up (kept as it was, every write over it
 * refused): storage takes what the app uses instead, its valid part or the default, and every store showing it
 * stores what it shows, changes refused meanwhile included. `{ ok: true }` when nothing was kept.
 */
export function releaseUnreadable(key: string): WriteResult {
  const result = releaseHeld(key);
  resaveStores(key);
  return result;
}
