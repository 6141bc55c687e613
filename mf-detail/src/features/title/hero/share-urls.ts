import type { SHARE_TARGETS } from '../../../lib/constants';
import { SHARE_TEXT_LENGTH } from '../../../lib/constants';

export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** Share links carrying the page URL and the first 100 characters of the overview, URL-encoded. */
export function shareUrls(pageUrl: string, overview: string | null | undefined): Record<ShareTarget, string> {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent((overview ?? '').slice(0, SHARE_TEXT_LENGTH));
  return {
    twitter: `https://twitter.com/intent/tweet?url=${url}&text=${text}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${text}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${url}&summary=${text}`,
    reddit: `https://www.reddit.com/submit?url=${url}&title=${text}`,
  };
}
