import { Children, isValidElement, useEffect, useId, useRef } from 'react';
import type { ReactNode, Ref, RefObject } from 'react';
import { ErrorState } from '../feedback/error-state';
import { cx } from '../lib/cx';
import { scrollBehavior } from '../lib/reduced-motion';
import { CarouselHeader } from './carousel-header';
import { useRovingCards } from './carousel-roving';
import { MediaCardSkeleton } from './media-card-skeleton';
import styles from './carousel.module.css';
import { CAROUSEL_MAX_ITEMS, CAROUSEL_SCROLL_STEP_PX, CAROUSEL_SKELETONS } from './constants';
import { useLingui } from '@lingui/react/macro';

export type CarouselProps = {
  title: string;
  viewAllHref?: string;
  /** Client-side navigation for the View All link (plain clicks only). */
  onViewAll?: (href: string) => void;
  /** Cards to show; only the first 20 are rendered. */
  items: ReactNode[];
  loading?: boolean;
  /** Truthy shows the error card; a string is shown as its message. */
  error?: boolean | string | null;
  onRetry?: () => void;
  /** Extra content under the heading (e.g. a subtitle or tabs). */
  children?: ReactNode;
  className?: string;
  /** The row's section element (e.g. to render its cards only once it nears the viewport). */
  ref?: Ref<HTMLElement>;
};

/** Where `scrollend` is missing, a step counts as finished once its scroll events pause this long. */
const STEP_SETTLE_MS = 150;

/**
 * Scroll-button steps of exactly CAROUSEL_SCROLL_STEP_PX (Home's carousels). The track snaps cards into place,
 * which would round a step to whole cards, so a step turns snapping off (`data-snap="off"`) and it stays off until
 * the user next scrolls the row themselves (a swipe, the wheel, the scrollbar, focus moving); that scroll turns it
 * back on and ends on a card as before. Not sooner: turning snapping on at rest re-snaps the row at once.
 */
function useExactSteps(trackRef: RefObject<HTMLDivElement | null>) {
  // phase 1: our scroll is running; 2: it has finished, so the next scroll is the user's; 0: neither.
  const state = useRef<{ phase: 0 | 1 | 2; timer?: ReturnType<typeof setTimeout> }>({ phase: 0 });
  useEffect(() => () => clearTimeout(state.current.timer), []);

  const onScrollEnd = () => {
    clearTimeout(state.current.timer);
    if (state.current.phase === 1) state.current.phase = 2;
  };
  const onScroll = () => {
    const current = state.current;
    if (current.phase === 1) {
      clearTimeout(current.timer);
      if (!('onscrollend' in window)) current.timer = setTimeout(onScrollEnd, STEP_SETTLE_MS);
    } else if (current.phase === 2) {
      current.phase = 0;
      if (trackRef.current) delete trackRef.current.dataset.snap;
    }
  };
  const step = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track?.scrollBy) return;
    const room = direction > 0 ? track.scrollWidth - track.clientWidth - track.scrollLeft : track.scrollLeft;
    // Already at that end: nothing scrolls, so no scrollend would come to finish the step.
    if (room >= 1) {
      track.dataset.snap = 'off';
      state.current.phase = 1;
      onScroll();
    }
    track.scrollBy({ left: direction * CAROUSEL_SCROLL_STEP_PX, behavior: scrollBehavior() });
  };

  return { step, onScroll, onScrollEnd };
}

/** A titled horizontal row of cards with scroll buttons, one tab stop with arrow-key focus movement, and its own states. */
export function Carousel({
  title,
  viewAllHref,
  onViewAll,
  items,
  loading,
  error,
  onRetry,
  children,
  className,
  ref,
}: CarouselProps) {
  const { t } = useLingui();
  const headingId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const { step, onScroll, onScrollEnd } = useExactSteps(trackRef);
  const roving = useRovingCards(trackRef);

  const showError = !loading && Boolean(error);
  const visible = Children.toArray(items).slice(0, CAROUSEL_MAX_ITEMS);

  return (
    <section ref={ref} aria-labelledby={headingId} className={cx(styles.carousel, className)}>
      <CarouselHeader
        headingId={headingId}
        title={title}
        viewAllHref={viewAllHref}
        onViewAll={onViewAll}
        onScroll={step}
      />
      {children}
      <div
        ref={trackRef}
        role="list"
        className={styles.track}
        aria-busy={loading || undefined}
        onKeyDown={roving.onKeyDown}
        onFocus={roving.onFocus}
        onScroll={onScroll}
        onScrollEnd={onScrollEnd}
      >
        {loading &&
          Array.from({ length: CAROUSEL_SKELETONS }, (_, i) => (
            <div role="listitem" key={`skeleton-${i}`} className={styles.item}>
              <MediaCardSkeleton />
            </div>
          ))}
        {showError && (
          <div role="listitem" className={cx(styles.item, styles.error)}>
            <ErrorState
              title={t`Failed to Load Content`}
              message={typeof error === 'string' ? error : undefined}
              onRetry={onRetry}
              headingLevel={3}
            />
          </div>
        )}
        {!loading &&
          !showError &&
          visible.map((item, i) => (
            <div role="listitem" key={isValidElement(item) && item.key != null ? item.key : i} className={styles.item}>
              {item}
            </div>
          ))}
      </div>
    </section>
  );
}
