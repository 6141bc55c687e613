import { plural } from '@lingui/core/macro';
import { C } from '@reelist/contracts';
import { formatNumber } from '../format/number';

function reviewsSentence(count: number): string {
  const limit = formatNumber(C.REVIEW_CONTENT_MAX);
  return plural(count, {
    one: `# review longer than ${limit} characters is cut to ${limit}.`,
    other: `# reviews longer than ${limit} characters are cut to ${limit}.`,
  });
}

function titlesSentence(count: number): string {
  const limit = formatNumber(C.TITLE_MAX);
  return plural(count, {
    one: `# title longer than ${limit} characters is cut to ${limit}.`,
    other: `# titles longer than ${limit} characters are cut to ${limit}.`,
  });
}

/**
 * What an import preview or summary says when a file's texts are longer than Reelist keeps (C.REVIEW_CONTENT_MAX,
 * C.TITLE_MAX): they are cut, not refused, so the rest of the file still comes in. Undefined when nothing is cut.
 */
export function cutTextsNote({ reviews, titles }: { reviews: number; titles: number }): string | undefined {
  const sentences = [reviews > 0 ? reviewsSentence(reviews) : '', titles > 0 ? titlesSentence(titles) : ''].filter(
    Boolean,
  );
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}
