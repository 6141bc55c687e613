import { STATUS_LABELS } from '@reelist/contracts';
import type { WatchlistStatus } from '@reelist/contracts';

const BY_TEXT = new Map<string, WatchlistStatus>();
for (const [status, label] of Object.entries(STATUS_LABELS) as Array<[WatchlistStatus, string]>) {
  BY_TEXT.set(status, status);
  BY_TEXT.set(label.toLowerCase(), status);
}
BY_TEXT.set('currently watching', 'watching');

/**
 * A status from a file: a key ('watched') or a label ('Currently Watching'), any case. Unknown or missing
 * values become want_to_watch (spec section 5); the legacy on_hold and dropped are kept.
 */
export function parseStatus(value: unknown): WatchlistStatus {
  if (typeof value !== 'string') return 'want_to_watch';
  return BY_TEXT.get(value.trim().toLowerCase()) ?? 'want_to_watch';
}

/** The label shown and exported for a status; a missing status reads as want_to_watch. */
export const statusLabel = (status: WatchlistStatus | undefined): string => STATUS_LABELS[status ?? 'want_to_watch'];
