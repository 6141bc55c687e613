import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { getPersonDetails, imageUrl, settlePaced } from '@reelist/api';
import { C, titleIdentity, titleName } from '@reelist/contracts';
import type { FollowedPerson, MediaType } from '@reelist/contracts';
import { formatDate } from '@reelist/domain';
import { useRoute, useServiceQuery, useWatchlist } from '@reelist/state';
import { useFollowedPeople, useWatchLog } from '@reelist/state/watch-log';
import { Carousel, MediaCard } from '@reelist/ui';
import { prefetchTitle } from '../../../lib/prefetch';
import { titleYear } from '../../../lib/titles';
import { fromPeopleLabel, recentFromPeople } from './recent-credits';
import type { FromPeopleItem, PeopleCredits } from './recent-credits';
import styles from './from-people-you-follow.module.css';

/** The people asked about: the ones followed most recently (each answer is cached 60 min). */
export const PEOPLE_ASKED = 5;

/** The credits of the people, in the order followed; one who fails to load is left out, the others stay. */
async function loadCredits(people: readonly FollowedPerson[], signal: AbortSignal): Promise<PeopleCredits[]> {
  const found = new Map<number, PeopleCredits>();
  await settlePaced(
    people,
    (person, s) => getPersonDetails(person.id, { signal: s }),
    (person, outcome) => {
      if (outcome.ok)
        found.set(person.id, { person, credits: [...outcome.value.credits.cast, ...outcome.value.credits.crew] });
    },
    { signal },
  );
  return people.flatMap((person) => found.get(person.id) ?? []);
}

/** Today as YYYY-MM-DD in the visitor's time zone: a release day is a calendar day. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Watched: the watchlist status Watched, or a viewing of the whole title in the watch log (episodes do not count). */
function useIsWatched(): (mediaType: MediaType, id: number) => boolean {
  const { items } = useWatchlist();
  const log = useWatchLog();
  return useMemo(() => {
    const watched = new Set(
      items.filter((item) => item.status === 'watched').map((item) => titleIdentity(item.media_type, item.id)),
    );
    for (const entry of log ?? []) if (!entry.episode) watched.add(titleIdentity(entry.media_type, entry.id));
    return (mediaType: MediaType, id: number) => watched.has(titleIdentity(mediaType, id));
  }, [items, log]);
}

function FromPeopleCard({ item }: { item: FromPeopleItem }) {
  const { navigate } = useRoute();
  const { isInWatchlist, toggle } = useWatchlist();
  const { t } = useLingui();
  const { title, names, upcoming, date } = item;
  const day = formatDate(date);
  const mediaType = title.media_type;
  return (
    <MediaCard
      title={titleName(title) || t`Untitled`}
      year={titleYear(title)}
      posterUrl={imageUrl(title.poster_path, C.IMAGE_SIZES.poster)}
      href={`/${mediaType}/${title.id}`}
      mediaType={mediaType}
      inWatchlist={isInWatchlist(title.id, mediaType)}
      onToggleWatchlist={() => toggle(title, mediaType)}
      onNavigate={(href) => navigate(href)}
      onPrefetch={() => prefetchTitle(mediaType, title.id)}
      actions={
        <p className={styles.whose}>
          {fromPeopleLabel(names)}
          {upcoming && <span className={styles.coming}>{t`Coming ${day}`}</span>}
        </p>
      }
    />
  );
}

/**
 * "From people you follow" (Home): the recent and coming titles of the people followed, newest first, each card
 * saying whose it is; titles already watched are left out. Its own chunk, loaded only for visitors who follow
 * someone (FollowedPeopleSlot); nothing at all while loading, on a failure, or when there is nothing to show.
 */
export function FromPeopleYouFollow() {
  const followed = useFollowedPeople();
  const people = useMemo(() => (followed ?? []).slice(0, PEOPLE_ASKED), [followed]);
  const isWatched = useIsWatched();
  const { t } = useLingui();
  const { data } = useServiceQuery(
    ['from-people', people.map((person) => person.id).join()],
    (signal) => loadCredits(people, signal),
    { enabled: people.length > 0 },
  );
  const items = useMemo(() => (data ? recentFromPeople(data, localToday(), isWatched) : []), [data, isWatched]);
  if (people.length === 0 || items.length === 0) return null;
  return (
    <Carousel
      title={t`From people you follow`}
      items={items.map((item) => (
        <FromPeopleCard key={titleIdentity(item.title.media_type, item.title.id)} item={item} />
      ))}
    />
  );
}

export default FromPeopleYouFollow;
