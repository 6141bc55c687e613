/**
 * The sub-resources of a movie or show (/movie/{id}/credits, ...). Each is usable standalone (with `id`)
 * and through append_to_response (without it), exactly like TMDB.
 */
import type { Kind, MovieRec, TvRec } from '../data/types';
import { REGION_CODES } from '../data/reference';
import { OFFER_TYPES } from '../store/availability';
import type { CatalogStore, Media } from '../store/store';
import { slug } from '../data/text';
import { episodeTotal } from '../data/tv';
import { paginate } from './params';
import { castEntry, crewEntry, mediaItem, present } from './shapes';

export interface SubContext {
  store: CatalogStore;
  kind: Kind;
  rec: Media;
  page: number;
}

type Sub = (ctx: SubContext) => object;

const image = (file_path: string, width: number, height: number) => ({
  aspect_ratio: Math.round((width / height) * 1000) / 1000,
  height,
  iso_639_1: null,
  file_path,
  vote_average: 5.3,
  vote_count: 4,
  width,
});

function providers({ store, kind, rec }: SubContext): object {
  const results: Record<string, unknown> = {};
  const name = 'title' in rec ? rec.title : rec.name;
  for (const region of REGION_CODES) {
    // On the availability clock's date: the generated offers plus the schedule's arrivals and departures.
    const set = store.offers(kind, rec, region);
    if (!set) continue;
    const entry: Record<string, unknown> = {
      link: `https://www.themoviedb.org/${kind}/${rec.id}-${slug(name)}/watch?locale=${region}`,
    };
    for (const type of OFFER_TYPES) {
      const list = set[type].map((id) => store.providers.get(id)).filter((p) => p !== undefined);
      if (list.length > 0) {
        entry[type] = list.map((p) => ({
          logo_path: p.logo_path,
          provider_id: p.provider_id,
          provider_name: p.provider_name,
          display_priority: p.display_priority,
        }));
      }
    }
    results[region] = entry;
  }
  return { results };
}

const COMMON: Record<string, Sub> = {
  credits: ({ store, kind, rec }) => ({
    cast: store
      .castOf(kind, rec)
      .map((c) => castEntry(c, store))
      .filter(present),
    crew: rec.crew.map((c) => crewEntry(c, store)).filter(present),
  }),
  videos: ({ rec }) => ({
    results: rec.videos.map((v) => ({
      iso_639_1: 'en',
      iso_3166_1: 'US',
      name: v.name,
      key: v.key,
      site: 'YouTube',
      size: 1080,
      type: v.type,
      official: v.official,
      published_at: v.published_at,
      id: v.id,
    })),
  }),
  similar: ({ store, kind, rec, page }) => paginate(store.related(kind, rec, 'similar'), page, (m) => mediaItem(m)),
  recommendations: ({ store, kind, rec, page }) =>
    paginate(store.related(kind, rec, 'recommendations'), page, (m) => mediaItem(m, true)),
  images: ({ rec }) => ({
    backdrops: rec.backdrop_path ? [image(rec.backdrop_path, 1920, 1080)] : [],
    logos: [],
    posters: rec.poster_path ? [image(rec.poster_path, 1000, 1500)] : [],
  }),
  'watch/providers': providers,
};

const keywordList = ({ store, rec }: SubContext) =>
  rec.keyword_ids.map((id) => store.keywords.get(id)).filter((k) => k !== undefined);

export const MOVIE_SUBS: Record<string, Sub> = {
  ...COMMON,
  keywords: (ctx) => ({ keywords: keywordList(ctx) }),
  external_ids: ({ rec }) => ({
    imdb_id: rec.imdb_id,
    wikidata_id: null,
    facebook_id: null,
    instagram_id: null,
    twitter_id: null,
  }),
  release_dates: ({ rec }) => {
    const m = rec as MovieRec;
    const release = (certification: string, type: number) => ({
      certification,
      descriptors: [],
      iso_639_1: '',
      note: '',
      release_date: `${m.release_date}T00:00:00.000Z`,
      type,
    });
    return {
      results: [
        { iso_3166_1: 'US', release_dates: [release(m.certification, 3), release(m.certification, 4)] },
        { iso_3166_1: 'GB', release_dates: [release('', 3)] },
      ],
    };
  },
};

export const TV_SUBS: Record<string, Sub> = {
  ...COMMON,
  // As the service answers it: each person once, with their roles (jobs) and episode counts.
  aggregate_credits: ({ store, kind, rec }) => {
    const episodes = episodeTotal(rec as TvRec);
    return {
      cast: store
        .castOf(kind, rec)
        .map((c) => {
          const entry = castEntry(c, store);
          const count = c.episode_count ?? 1;
          const roles = [{ credit_id: c.credit, character: c.character, episode_count: count }];
          return entry && { ...entry, roles, total_episode_count: count };
        })
        .filter(present),
      crew: rec.crew
        .map((c) => {
          const entry = crewEntry(c, store);
          const jobs = [{ credit_id: c.credit, job: c.job, episode_count: episodes }];
          return entry && { ...entry, jobs, total_episode_count: episodes };
        })
        .filter(present),
    };
  },
  keywords: (ctx) => ({ results: keywordList(ctx) }),
  external_ids: ({ rec }) => ({
    imdb_id: rec.imdb_id,
    freebase_mid: null,
    freebase_id: null,
    tvdb_id: (rec as TvRec).tvdb_id,
    tvrage_id: null,
    wikidata_id: null,
    facebook_id: null,
    instagram_id: null,
    twitter_id: null,
  }),
  content_ratings: ({ rec }) => ({
    results: [{ descriptors: [], iso_3166_1: 'US', rating: (rec as TvRec).content_rating }],
  }),
};
