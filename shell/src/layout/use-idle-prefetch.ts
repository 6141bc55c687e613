import { useEffect } from 'react';
import { afterPageSettles, whenIdle } from '@reelist/ui';
import { preloadRemotePage } from '../remotes/remote-registry';

/**
 * What counts as the visitor starting to use the page (scroll also covers a swipe on a phone). Listened to on the
 * window without capture, so only the page's own scroll counts: a carousel snapping into place as its cards arrive
 * scrolls too, and that is not the visitor.
 */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Warm the watchlist remote once the first page has settled and the visitor has interacted with it (in either
 * order): it is the page most likely to be opened next, and warming it also lets the service worker keep it for
 * offline use. Not at idle alone: on a phone its ~37 KB of script would compete with the first screen for a visitor
 * who may only look.
 */
export function useIdlePrefetch(remote = 'mf_watchlist', module = 'WatchlistPage'): void {
  useEffect(() => {
    let settled = false;
    let interacted = false;
    // In idle time, not inside the visitor's first tap or key: that event's paint is what INP measures.
    const warmWhenBoth = () => {
      if (settled && interacted) whenIdle(() => preloadRemotePage(remote, module));
    };
    const onInteraction = () => {
      stopListening();
      interacted = true;
      warmWhenBoth();
    };
    const stopListening = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction);
    };
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { passive: true });
    const cancelSettle = afterPageSettles(() => {
      settled = true;
      warmWhenBoth();
    });
    return () => {
      cancelSettle();
      stopListening();
    };
  }, [remote, module]);
}
