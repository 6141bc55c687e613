import { i18n } from '@reelist/i18n';
import type { MessageDescriptor } from '@reelist/i18n';
import { msg } from '@lingui/core/macro';

// The API client's failure messages are the spec's English (errors carry them, logs keep them); a screen that shows
// one says it in the visitor's language. Text this list does not know is shown as it is.
const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'Failed to search content': msg`Failed to search content`,
  'Failed to search movies': msg`Failed to search movies`,
  'Failed to search TV shows': msg`Failed to search TV shows`,
  'Failed to search people': msg`Failed to search people`,
  'Failed to look up title': msg`Failed to look up title`,
  'Failed to fetch trending content': msg`Failed to fetch trending content`,
  'Failed to fetch popular movies': msg`Failed to fetch popular movies`,
  'Failed to fetch popular TV shows': msg`Failed to fetch popular TV shows`,
  'Failed to fetch top rated movies': msg`Failed to fetch top rated movies`,
  'Failed to fetch upcoming movies': msg`Failed to fetch upcoming movies`,
  'Failed to fetch movie details': msg`Failed to fetch movie details`,
  'Failed to fetch TV show details': msg`Failed to fetch TV show details`,
  'Failed to fetch season details': msg`Failed to fetch season details`,
  'Failed to fetch person details': msg`Failed to fetch person details`,
  'Failed to fetch collection details': msg`Failed to fetch collection details`,
  'Failed to fetch movie genres': msg`Failed to fetch movie genres`,
  'Failed to fetch TV genres': msg`Failed to fetch TV genres`,
  'Failed to fetch movie recommendations': msg`Failed to fetch movie recommendations`,
  'Failed to fetch TV recommendations': msg`Failed to fetch TV recommendations`,
  'Failed to fetch watch providers': msg`Failed to fetch watch providers`,
  'Failed to discover movies with filters': msg`Failed to discover movies with filters`,
  'Failed to discover TV shows with filters': msg`Failed to discover TV shows with filters`,
  'Failed to fetch movie from OMDB': msg`Failed to fetch movie from OMDB`,
};

/** A service failure's message in the interface's language (English stays word for word). */
export const serviceMessage = (text: string): string => {
  const descriptor = Object.hasOwn(MESSAGES, text) ? MESSAGES[text] : undefined;
  return descriptor ? i18n._(descriptor) : text;
};
