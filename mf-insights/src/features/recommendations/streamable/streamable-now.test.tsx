import { screen } from '@testing-library/react';
import { DEFAULT_PREFERENCES, STORAGE_KEYS } from '@reelist/contracts';
import type { Recommendation } from '@reelist/domain';
import { fakeMovieService, freshStorageEachTest } from '@reelist/testing';
import { renderPage } from '../../../testing/render-page';
import StreamableNow from './streamable-now';

freshStorageEachTest();

const reco = (id: number, title: string): Recommendation => ({
  title: { id, title, media_type: 'movie', vote_average: 7, release_date: '2020-01-01' },
  reason: { kind: 'popular-tv' },
});
const offer = (id: number, kind: string, provider_id: number) => ({
  id,
  results: { US: { link: 'x', [kind]: [{ provider_id, provider_name: 'P', logo_path: null, display_priority: 1 }] } },
});

describe('StreamableNow', () => {
  it('shows the recommendations my services stream (subscription, free or ads), not those to rent', async () => {
    localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify({ ...DEFAULT_PREFERENCES, myServices: [8, 73] }));
    fakeMovieService({
      '/3/movie/1/watch/providers': offer(1, 'flatrate', 8),
      '/3/movie/2/watch/providers': offer(2, 'rent', 8),
      '/3/movie/3/watch/providers': offer(3, 'free', 73),
      '/3/movie/4/watch/providers': offer(4, 'flatrate', 9),
    });
    renderPage(
      <StreamableNow
        items={[reco(1, 'One'), reco(2, 'Two'), reco(3, 'Three'), reco(4, 'Four')]}
        genreName={() => undefined}
      />,
    );
    expect(await screen.findByTitle('One')).toBeInTheDocument();
    expect(await screen.findByTitle('Three')).toBeInTheDocument();
    expect(screen.queryByTitle('Two')).not.toBeInTheDocument();
    expect(screen.queryByTitle('Four')).not.toBeInTheDocument();
  });

  it('says when nothing is streamable', async () => {
    localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify({ ...DEFAULT_PREFERENCES, myServices: [8] }));
    fakeMovieService({ '/3/movie/4/watch/providers': offer(4, 'flatrate', 9) });
    renderPage(<StreamableNow items={[reco(4, 'Four')]} genreName={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Nothing streamable now' })).toBeInTheDocument();
  });
});
