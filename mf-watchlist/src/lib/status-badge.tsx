import type { WatchlistStatus } from '@reelist/contracts';
import { useLingui } from '@reelist/i18n/react';
import { Badge, statusLabel } from '@reelist/ui';
import type { BadgeTone } from '@reelist/ui';

const TONE: Record<WatchlistStatus, BadgeTone> = {
  want_to_watch: 'info',
  watching: 'warning',
  watched: 'success',
  on_hold: 'neutral',
  dropped: 'danger',
};

/** The status label as a coloured pill, in the interface's language; legacy statuses keep their own label. */
export function StatusBadge({ status = 'want_to_watch' }: { status: WatchlistStatus | undefined }) {
  useLingui();
  return <Badge tone={TONE[status]}>{statusLabel(status)}</Badge>;
}
