import { STATUS_LABELS } from '@reelist/contracts';
import type { WatchlistStatus } from '@reelist/contracts';

/** The label shown and exported for a status; a missing status reads as want_to_watch. */
export const statusLabel = (status: WatchlistStatus | undefined): string => STATUS_LABELS[status ?? 'want_to_watch'];
