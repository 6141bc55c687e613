import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { imageSrcSet, imageUrl, prefetchTitle } from '@reelist/api';
import { C, detailPath } from '@reelist/contracts';
import type { MediaType, Title } from '@reelist/contracts';
import { yearOf } from '@reelist/domain';
import { useRoute, useWatchlist } from '@reelist/state';
import { MediaCard, Tabs } from '@reelist/ui';
import { displayTitle } from '../../lib/title-text';
import styles from './more-like.module.css';
import { SIMILAR_MAX } from '../../lib/constants';

export interface MoreLikeProps {
  name: string;
  mediaType: MediaType;
  similar: readonly Title[] | undefined;
  recommended: readonly Title[] | undefined;
}

type Tab = 'similar' | 'recommended';

/** 'More Like {title}' with Similar and Recommended tabs (max 12 each); shown only when both lists have titles. */
export function MoreLike({ name, mediaType, similar = [], recommended = [] }: MoreLikeProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>('similar');
  const { navigate } = useRoute();
  const { isInWatchlist, toggle } = useWatchlist();
  if (similar.length === 0 || recommended.length === 0) return null;
  const items = (tab === 'similar' ? similar : recommended).slice(0, SIMILAR_MAX);

  return (
    <section aria-labelledby="detail-more-like" className={styles.section}>
      <h2 id="detail-more-like" className={styles.heading}>
        <Trans>More Like {name}</Trans>
      </h2>
      <Tabs
        label={t`More Like ${name}`}
        tabs={[
          { id: 'similar', label: t`Similar` },
          { id: 'recommended', label: t`Recommended` },
        ]}
        active={tab}
        onChange={setTab}
      >
        <ul className={styles.grid}>
          {items.map((item) => {
            const type = item.media_type === 'tv' || item.media_type === 'movie' ? item.media_type : mediaType;
            return (
              <li key={`${type}-${item.id}`}>
                <MediaCard
                  size="fluid"
                  title={displayTitle(item)}
                  year={yearOf(item.release_date ?? item.first_air_date)}
                  rating={item.vote_average ?? null}
                  posterUrl={imageUrl(item.poster_path, C.IMAGE_SIZES.posterSmall)}
                  posterSrcSet={imageSrcSet(item.poster_path, 'poster')}
                  href={detailPath(type, item.id)}
                  mediaType={type}
                  inWatchlist={isInWatchlist(item.id, type)}
                  onToggleWatchlist={() => toggle(item, type)}
                  onNavigate={navigate}
                  onPrefetch={() => prefetchTitle(type, item.id)}
                />
              </li>
            );
          })}
        </ul>
      </Tabs>
    </section>
  );
}
