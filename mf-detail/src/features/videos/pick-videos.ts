import type { Video } from '@reelist/contracts';
import { TRAILER, VIDEOS_MAX, VIDEO_TYPE_ORDER } from '../../lib/constants';

const ORDER: readonly string[] = VIDEO_TYPE_ORDER;
const rank = (video: Video): number => {
  const index = ORDER.indexOf(video.type);
  return index === -1 ? ORDER.length : index;
};

/** YouTube videos only, Trailer, Teaser, Clip, Featurette then the rest (stable), at most 6. */
export function pickVideos(videos: readonly Video[] | null | undefined): Video[] {
  return (videos ?? [])
    .filter((video) => video.site === 'YouTube')
    .map((video) => ({ video, rank: rank(video) }))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, VIDEOS_MAX)
    .map((ranked) => ranked.video);
}

/** The first Trailer among the picked videos, else the first picked video. */
export function pickTrailer(videos: readonly Video[] | null | undefined): Video | undefined {
  const picked = pickVideos(videos);
  return picked.find((video) => video.type === TRAILER) ?? picked[0];
}
