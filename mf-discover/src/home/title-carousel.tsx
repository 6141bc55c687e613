import type { MediaType, Title } from '@reelist/contracts';
import { useRoute, useServiceQuery } from '@reelist/state';
import { Carousel } from '@reelist/ui';
import { TitleCard } from '../lib/title-card';
import { listedIdentity } from '../lib/titles';

export interface TitleCarouselProps {
  title: string;
  viewAllHref: string;
  /** Changes when the data to show changes; a new key loads again. */
  queryKey: string;
  load: (signal: AbortSignal) => Promise<Title[]>;
  mediaType: MediaType;
}

/** One Home row: loads its titles and shows skeletons, the error card with Try Again, or the cards. */
export function TitleCarousel({ title, viewAllHref, queryKey, load, mediaType }: TitleCarouselProps) {
  const { navigate } = useRoute();
  const { data, error, loading, refetch } = useServiceQuery(queryKey, load);
  const items = (data ?? []).map((item) => (
    <TitleCard key={listedIdentity(item, mediaType)} title={item} fallbackType={mediaType} />
  ));
  return (
    <Carousel
      title={title}
      viewAllHref={viewAllHref}
      onViewAll={(href) => navigate(href)}
      items={items}
      loading={loading}
      error={error ? error.message : null}
      onRetry={refetch}
    />
  );
}
