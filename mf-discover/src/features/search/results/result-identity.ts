import type { Title } from '@reelist/contracts';
import { listedIdentity } from '../../../lib/titles';

/**
 * A search result's identity: a title's, or `person_{id}` for a person (multi search lists both, and their ids
 * overlap). Kept here rather than in lib/titles.ts, which Home's first screen carries and which lists no people.
 */
export const resultIdentity = (result: Title): string =>
  result.media_type === 'person' ? `person_${result.id}` : listedIdentity(result);
