import { titleIdentity } from '@reelist/contracts';
import type { MediaType } from '@reelist/contracts';
import { getMovieDetails, getTvDetails } from '@reelist/api';
import { bus } from '@reelist/event-bus';

const warmed = new Set<string>();

/**
 * Warms a title's details on intent (hover or focus) so the detail page opens from the API cache, and tells the
 * shell (`title:prefetch`) so it can preload the detail remote. Once per title per page load; demo titles (id <= 0)
 * have no details.
 */
export function prefetchTitle(mediaType: MediaType, id: number): void {
  const key = titleIdentity(mediaType, id);
  if (id <= 0 || warmed.has(key)) return;
  warmed.add(key);
  bus.publish('title:prefetch', { mediaType, id });
  const load = mediaType === 'tv' ? getTvDetails : getMovieDetails;
  // A failed warm-up is harmless: the detail page asks again and shows its own error state.
  load(id).catch(() => warmed.delete(key));
}

/** @internal Tests only. */
export function resetPrefetchMemory(): void {
  warmed.clear();
}
