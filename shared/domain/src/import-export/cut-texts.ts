import { C } from '@reelist/contracts';

function sentence(count: number, noun: 'review' | 'title', max: number): string {
  const limit = max.toLocaleString('en-US');
  return count === 1
    ? `1 ${noun} longer than ${limit} characters is cut to ${limit}.`
    : `${count.toLocaleString('en-US')} ${noun}s longer than ${limit} characters are cut to ${limit}.`;
}

/**
 * What an import preview or summary says when a file's texts are longer than Reelist keeps (C.REVIEW_CONTENT_MAX,
 * C.TITLE_MAX): they are cut, not refused, so the rest of the file still comes in. Undefined when nothing is cut.
 */
export function cutTextsNote({ reviews, titles }: { reviews: number; titles: number }): string | undefined {
  const sentences = [
    reviews > 0 ? sentence(reviews, 'review', C.REVIEW_CONTENT_MAX) : '',
    titles > 0 ? sentence(titles, 'title', C.TITLE_MAX) : '',
  ].filter(Boolean);
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}
