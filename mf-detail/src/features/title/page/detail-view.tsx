import { useState } from 'react';
import type { MediaType, Title, Video } from '@reelist/contracts';
import { DetailHero } from '../hero/detail-hero';
import { PartOfCollection } from '../../collection';
import { MoreLike } from '../../more-like';
import { CastCrewTabs } from '../../people';
import { ReviewsSection } from '../../reviews';
import { SeasonsSection } from '../../seasons';
import { pickTrailer, pickVideos, TrailerModal, VideoList } from '../../videos';
import { ProductionCompanies, WhereToWatch } from '../../watch';
import { displayTitle } from '../../../lib/title-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRecordView } from './use-record-view';
import styles from './detail-page.module.css';

export interface DetailViewProps {
  title: Title;
  mediaType: MediaType;
}

/** A loaded title: composes the page's sections and owns the trailer player's state. */
export function DetailView({ title, mediaType }: DetailViewProps) {
  const [playing, setPlaying] = useState<Video | null>(null);
  const name = displayTitle(title);
  const videos = pickVideos(title.videos?.results);
  const trailer = pickTrailer(title.videos?.results);
  useDocumentTitle(name);
  useRecordView(title, mediaType);

  return (
    <article className={styles.page}>
      <DetailHero
        title={title}
        mediaType={mediaType}
        onWatchTrailer={trailer ? () => setPlaying(trailer) : undefined}
      />
      <PartOfCollection title={title} />
      {mediaType === 'tv' && <SeasonsSection show={title} />}
      <VideoList videos={videos} onPlay={setPlaying} />
      <CastCrewTabs cast={title.credits?.cast} crew={title.credits?.crew} />
      <div className={styles.columns}>
        <WhereToWatch mediaType={mediaType} id={title.id} />
        <ProductionCompanies companies={title.production_companies} />
      </div>
      <ReviewsSection mediaType={mediaType} id={title.id} />
      <MoreLike
        name={name}
        mediaType={mediaType}
        similar={title.similar?.results}
        recommended={title.recommendations?.results}
      />
      <TrailerModal video={playing} titleName={name} onClose={() => setPlaying(null)} />
    </article>
  );
}
