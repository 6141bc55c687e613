import type { MediaType, Title } from '@reelist/contracts';
import { C, titleMediaType, titleName } from '@reelist/contracts';
import { imageUrl } from '@reelist/api';
import { useRoute, useWatchlist } from '@reelist/state';
import { MediaCard } from '@reelist/ui';
import type { ImagePriority, MediaCardSize } from '@reelist/ui';
import { prefetchTitle } from './prefetch';
import { titleHref, titleYear } from './titles';

export interface TitleCardProps {
  title: Title;
  /** The media type when the list does not say (e.g. /movie/popular). */
  fallbackType?: MediaType;
  size?: MediaCardSize;
  posterPriority?: ImagePriority;
}

/** A service title as a MediaCard: poster, year, rating, in-app navigation, prefetch and the watchlist toggle. */
export function TitleCard({ title, fallbackType = 'movie', size = 'md', posterPriority }: TitleCardProps) {
  const { isInWatchlist, toggle } = useWatchlist();
  const { navigate } = useRoute();
  const mediaType = titleMediaType(title, fallbackType);
  return (
    <MediaCard
      title={titleName(title) || 'Untitled'}
      year={titleYear(title)}
      rating={title.vote_average ?? null}
      posterUrl={imageUrl(title.poster_path, C.IMAGE_SIZES.poster)}
      href={titleHref(mediaType, title.id)}
      mediaType={mediaType}
      inWatchlist={isInWatchlist(title.id, mediaType)}
      onToggleWatchlist={() => toggle(title, mediaType)}
      onNavigate={(href) => navigate(href)}
      onPrefetch={() => prefetchTitle(mediaType, title.id)}
      size={size}
      posterPriority={posterPriority}
    />
  );
}
