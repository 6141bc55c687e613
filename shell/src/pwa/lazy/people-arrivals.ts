import { t } from '@lingui/core/macro';
import { getPersonDetails, settlePaced } from '@reelist/api';
import { creditDate, creditKey, creditTitle, detailPath, personTitles } from '@reelist/contracts';
import type { FollowedPerson, PersonDetails } from '@reelist/contracts';
import { AVAILABILITY_TTL_MS, formatDate } from '@reelist/domain';
import { loadWatchLog } from '@reelist/storage';
import { peopleNewsStore } from './people-news-store';
import type { PersonNews } from './people-news-store';

/** People asked at once: a visitor may follow many, and the check runs beside the page they are using. */
const PEOPLE_AT_ONCE = 3;

/** The person's titles missing from what was known (new) or whose date differs from it (newly dated). */
export function newsOf(person: FollowedPerson, details: PersonDetails): PersonNews[] {
  const news: PersonNews[] = [];
  // A title credited twice (acted in and directed) is one piece of news.
  for (const credit of personTitles(details.credits)) {
    const date = creditDate(credit);
    if (person.known[creditKey(credit)] === date) continue;
    news.push({
      personId: person.id,
      name: person.name,
      id: credit.id,
      media_type: credit.media_type,
      title: creditTitle(credit),
      date,
    });
  }
  return news;
}

const dateText = (date: string): string => (date ? formatDate(date) : t`no release date yet`);

/** The in-app alert's words. */
export const personNewsMessage = ({ name, title, date }: PersonNews): string => {
  const when = dateText(date);
  return t`New from ${name}: ${title}, ${when}`;
};

/** The notification of one piece of news: opens the title's page on click (the worker's notificationclick). */
export function personNotification(news: PersonNews): { title: string; options: NotificationOptions } {
  const { name } = news;
  return {
    title: t`New from ${name}`,
    options: {
      body: `${news.title}, ${dateText(news.date)}`,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: `person-${news.personId}-${news.media_type}-${news.id}`,
      data: { url: detailPath(news.media_type, news.id) },
    },
  };
}

/**
 * The daily check of followed people's credits, at most once a day (the last complete check is stored with the
 * news): asks each person's credits, a few at a time, keeps their new and newly dated titles as alerts and records
 * the credits as known, so nothing is reported twice. A person unfollowed meanwhile gets nothing; a failed request
 * reports and records nothing for that person, and the check does not count as today's (the next start asks again).
 * Resolves with the news, or null when it already ran today or nobody is followed.
 */
export async function checkFollowedPeople(env: { now: () => number }): Promise<PersonNews[] | null> {
  const { followedPeopleStore, knownCredits } = await loadWatchLog();
  const people = followedPeopleStore.getSnapshot();
  const { checkedAt } = peopleNewsStore.getSnapshot();
  const now = env.now();
  if (people.length === 0 || (checkedAt <= now && now - checkedAt < AVAILABILITY_TTL_MS)) return null;
  const news: PersonNews[] = [];
  let failed = 0;
  await settlePaced(
    people,
    (person, signal) => getPersonDetails(person.id, { signal }),
    (person, outcome) => {
      if (!outcome.ok) return void (failed += 1);
      // As followed now: unfollowed meanwhile is nothing to report, and a Follow again has its own `known`.
      const current = followedPeopleStore.getSnapshot().find((other) => other.id === person.id);
      if (!current) return;
      news.push(...newsOf(current, outcome.value));
      followedPeopleStore.setKnown(person.id, knownCredits(outcome.value));
    },
    { concurrency: PEOPLE_AT_ONCE },
  );
  peopleNewsStore.record(news, failed === 0 ? now : undefined);
  return news;
}
