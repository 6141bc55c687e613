import { Children, isValidElement, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { ErrorState } from '../feedback/error-state';
import { cx } from '../lib/cx';
import { scrollBehavior } from '../lib/reduced-motion';
import { CarouselHeader } from './carousel-header';
import { MediaCardSkeleton } from './media-card-skeleton';
import { handleRovingLinks } from './roving-links';
import styles from './carousel.module.css';
import { CAROUSEL_MAX_ITEMS, CAROUSEL_SCROLL_STEP_PX, CAROUSEL_SKELETONS } from './constants';

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
};

/** A titled horizontal row of cards with scroll buttons, arrow-key focus movement and its own states. */
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
}: CarouselProps) {
  const headingId = useId();
  const trackRef = useRef<HTMLDivElement>(null);

  const scroll = (direction: 1 | -1) => {
    trackRef.current?.scrollBy?.({ left: direction * CAROUSEL_SCROLL_STEP_PX, behavior: scrollBehavior() });
  };

  const showError = !loading && Boolean(error);
  const visible = Children.toArray(items).slice(0, CAROUSEL_MAX_ITEMS);

  return (
    <section aria-labelledby={headingId} className={cx(styles.carousel, className)}>
      <CarouselHeader
        headingId={headingId}
        title={title}
        viewAllHref={viewAllHref}
        onViewAll={onViewAll}
        onScroll={scroll}
      />
      {children}
      <div
        ref={trackRef}
        role="list"
        className={styles.track}
        aria-busy={loading || undefined}
        onKeyDown={handleRovingLinks}
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
              title="Failed to Load Content"
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
