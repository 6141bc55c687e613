import { STATUS_LABELS } from '@reelist/contracts';
import type { WatchlistStatus } from '@reelist/contracts';

/**
 * The English label a CSV export writes for a status (data: the importer reads it back); a missing status reads as
 * want_to_watch. What the visitor reads is `statusLabel` of @reelist/ui, in the interface's language.
 */
export const statusLabel = (status: WatchlistStatus | undefined): string => STATUS_LABELS[status ?? 'want_to_watch'];
