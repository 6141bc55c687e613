/** Carousel and lazy-image tuning (20 cards, 8 skeletons, 320px step); only these components use it. */

export const CAROUSEL_MAX_ITEMS = 20;
export const CAROUSEL_SKELETONS = 8;
export const CAROUSEL_SCROLL_STEP_PX = 320;
export const LAZY_IMAGE_THRESHOLD = 0.1;
