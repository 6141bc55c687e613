import type { WatchlistStatus } from '@reelist/contracts';
import { Badge } from '@reelist/ui';
import type { BadgeTone } from '@reelist/ui';
import { statusLabel } from './status-label';

const TONE: Record<WatchlistStatus, BadgeTone> = {
  want_to_watch: 'info',
  watching: 'warning',
  watched: 'success',
  on_hold: 'neutral',
  dropped: 'danger',
};

/** The status label as a coloured pill; legacy statuses keep their own label. */
export function StatusBadge({ status }: { status: WatchlistStatus | undefined }) {
  return <Badge tone={TONE[status ?? 'want_to_watch']}>{statusLabel(status)}</Badge>;
}
