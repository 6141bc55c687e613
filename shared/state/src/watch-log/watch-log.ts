import type { MediaType } from '@reelist/contracts';
import { loadWatchLog } from '@reelist/storage';

/**
 * Records that a title was just watched in Reelist (its status became Watched), at this moment: one viewing in
 * the watch log, which is loaded for it. The shell carries only this call; the log's code stays in its own chunk.
 */
export function recordViewing(id: number, mediaType: MediaType): Promise<void> {
  const now = new Date();
  return loadWatchLog().then(({ watchLogStore }) => void watchLogStore.recordViewing(id, mediaType, now));
}
