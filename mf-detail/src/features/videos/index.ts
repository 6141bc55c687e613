/** Trailers and other videos: which to show, the list, and the player dialog. */
export { pickTrailer, pickVideos } from './pick-videos';
export { TrailerModal } from './trailer-modal';
export { VideoList } from './video-list';
