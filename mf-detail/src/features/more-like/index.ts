/** More Like This: similar titles of the one on screen. */
export { MoreLike } from './more-like';
