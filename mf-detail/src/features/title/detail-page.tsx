import { titleIdentity } from '@reelist/contracts';
import type { MediaType } from '@reelist/contracts';
import { useRoute } from '@reelist/state';
import { useTitleDetails } from './api/get-title-details';
import { parseDetailRoute } from './page/detail-route';
import { DetailLoadFailed, DetailNotFound, DetailSkeleton } from './page/detail-states';
import { DetailView } from './page/detail-view';

/** The Detail screen of /movie/:id and /tv/:id (the type comes from the pathname; movie by default). */
export function DetailPage() {
  const { pathname, params } = useRoute();
  const target = parseDetailRoute(pathname, params.id);
  if (!target) return <DetailNotFound />;
  // Keyed by title: moving to another title (More Like) starts every section afresh.
  return <TitleDetail key={titleIdentity(target.mediaType, target.id)} mediaType={target.mediaType} id={target.id} />;
}

function TitleDetail({ mediaType, id }: { mediaType: MediaType; id: number }) {
  const { title, loading, notFound, error } = useTitleDetails(mediaType, id);
  if (notFound) return <DetailNotFound />;
  if (error) return <DetailLoadFailed mediaType={mediaType} />;
  if (loading || !title) return <DetailSkeleton />;
  return <DetailView title={title} mediaType={mediaType} />;
}

export default DetailPage;
