import { C } from '@reelist/contracts';
import type { Season } from '@reelist/contracts';
import { tmdbGet } from '@reelist/api/core';
import type { RequestOptions } from '@reelist/api/core';

/** /tv/{id}/season/{n}: the season with its episodes (cached 30 min, as details are). */
export const getTvSeason = (id: number, season: number, options?: RequestOptions): Promise<Season> =>
  tmdbGet(
    {
      path: `/tv/${id}/season/${season}`,
      ttlMs: C.CACHE_TTL_MS.details,
      message: 'Failed to fetch season details',
    },
    options,
  );
