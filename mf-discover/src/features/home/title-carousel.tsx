import type { MediaType, Title } from '@reelist/contracts';
import { useEffect, useRef } from 'react';
import { useRoute, useServiceQuery } from '@reelist/state';
import { Carousel, useInView } from '@reelist/ui';
import { firstScreenPoster, TitleCard } from '../../lib/title-card';
import { listedIdentity } from '../../lib/titles';

export interface TitleCarouselProps {
  title: string;
  viewAllHref: string;
  /** Changes when the data to show changes; a new key loads again. */
  queryKey: string;
  load: (signal: AbortSignal) => Promise<Title[]>;
  /** The titles if the cache has them: the row shows them from its first render, not after its call answers. */
  peek?: () => Title[] | undefined;
  mediaType: MediaType;
  /** The first row of the page: its first posters are in the first viewport, so they load at once. */
  firstRow?: boolean;
  /**
   * A row below the first screen: it loads and renders its cards only once it comes within half a screen's height of
   * the viewport (skeletons until then), so a phone's first seconds go to what it shows.
   */
  deferred?: boolean;
  /** For a deferred row: wait, even when near, until this is true (the first row has its cards: they come first). */
  held?: boolean;
  /** Called once the row has its answer (cards or the error card). */
  onSettled?: () => void;
}

/** How far ahead of the viewport a deferred row starts loading: half a screen below (and above, for a jump back). */
export const NEAR_VIEWPORT = '50% 0px 50% 0px';

/** One Home row: loads its titles and shows skeletons, the error card with Try Again, or the cards. */
export function TitleCarousel(props: TitleCarouselProps) {
  const {
    title,
    viewAllHref,
    queryKey,
    load,
    peek,
    mediaType,
    firstRow,
    deferred = false,
    held = false,
    onSettled,
  } = props;
  const { navigate } = useRoute();
  const sectionRef = useRef<HTMLElement>(null);
  const near = useInView(sectionRef, 0, NEAR_VIEWPORT);
  const enabled = !deferred || (near && !held);
  // Home's first list is usually in the cache by the first render (the shell asks for it early): with `peek`, its cards
  // and the first posters' requests come with that render.
  const { data, error, loading, refetch } = useServiceQuery(queryKey, load, { enabled, peek });
  const settled = enabled && !loading;
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  const items = (data ?? []).map((item, index) => (
    <TitleCard
      key={listedIdentity(item, mediaType)}
      title={item}
      fallbackType={mediaType}
      posterPriority={firstRow ? firstScreenPoster(index) : undefined}
    />
  ));
  return (
    <Carousel
      ref={sectionRef}
      title={title}
      viewAllHref={viewAllHref}
      onViewAll={(href) => navigate(href)}
      items={items}
      loading={loading || !enabled}
      error={error ? error.message : null}
      onRetry={refetch}
    />
  );
}
