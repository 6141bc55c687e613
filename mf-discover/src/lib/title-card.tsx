import { useLingui } from '@lingui/react/macro';
import type { MediaType, Title } from '@reelist/contracts';
import { C, detailPath, titleMediaType, titleName } from '@reelist/contracts';
import { imageSrcSet, imageUrl } from '@reelist/api';
import { useRoute, useWatchlist } from '@reelist/state';
import { MediaCard } from '@reelist/ui';
import type { ImagePriority, MediaCardSize } from '@reelist/ui';
import { prefetchTitle } from './prefetch';
import { titleYear } from './titles';

export interface TitleCardProps {
  title: Title;
  /** The media type when the list does not say (e.g. /movie/popular). */
  fallbackType?: MediaType;
  size?: MediaCardSize;
  posterPriority?: ImagePriority;
}

/** Posters fetched at once at the top of a screen: about what a phone (2) or a desktop (6) shows before scrolling. */
export const FIRST_SCREEN_POSTERS = 6;

/** The priority of the poster at `index` of a screen's first list: the first is the likely Largest Contentful Paint. */
export const firstScreenPoster = (index: number): ImagePriority | undefined =>
  index === 0 ? 'high' : index < FIRST_SCREEN_POSTERS ? 'eager' : undefined;

/** A service title as a MediaCard: poster, year, rating, in-app navigation, prefetch and the watchlist toggle. */
export function TitleCard({ title, fallbackType = 'movie', size = 'md', posterPriority }: TitleCardProps) {
  const { isInWatchlist, toggle } = useWatchlist();
  const { navigate } = useRoute();
  const { t } = useLingui();
  const mediaType = titleMediaType(title, fallbackType);
  return (
    <MediaCard
      title={titleName(title) || t`Untitled`}
      year={titleYear(title)}
      rating={title.vote_average ?? null}
      posterUrl={imageUrl(title.poster_path, C.IMAGE_SIZES.poster)}
      posterSrcSet={imageSrcSet(title.poster_path, 'poster')}
      href={detailPath(mediaType, title.id)}
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
