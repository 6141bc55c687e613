import * as v from 'valibot';
import type { MediaType } from '@reelist/contracts';
import { boundedText, createStorageSlot, slotStore, validItems } from '@reelist/storage';
import type { WriteResult } from '@reelist/storage';
import { PEOPLE_NEWS_KEY } from './start-arrivals-later';

/** A new or newly dated title of a followed person, waiting until the visitor dismisses its alert. */
export interface PersonNews {
  personId: number;
  name: string;
  id: number;
  media_type: MediaType;
  title: string;
  /** The title's release or first air date ('' when undated). */
  date: string;
}

/** The news and when followed people's credits were last checked (0: never). */
export interface PeopleNewsState {
  checkedAt: number;
  news: readonly PersonNews[];
}

/** What the alerts keep at most: the newest, so a long absence does not fill the screen and storage. */
export const PEOPLE_NEWS_CAP = 20;

const newsSchema = v.object({
  personId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: boundedText(500),
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  media_type: v.picklist(['movie', 'tv']),
  title: boundedText(500),
  date: boundedText(10),
});

const slot = createStorageSlot<PeopleNewsState>({
  key: PEOPLE_NEWS_KEY,
  label: 'news from people you follow',
  schema: v.object({ checkedAt: v.pipe(v.number(), v.integer()), news: v.array(newsSchema) }),
  defaultValue: () => ({ checkedAt: 0, news: [] }),
  recover: (decoded) => {
    const { checkedAt, news } = (decoded ?? {}) as Record<string, unknown>;
    return {
      checkedAt: Number.isInteger(checkedAt) ? (checkedAt as number) : 0,
      news: validItems(newsSchema)(news) ?? [],
    };
  },
});

const { reader, update } = slotStore(slot);

/** One alert per person and title: a title dated again replaces its older alert. */
export const newsKey = (news: PersonNews): string => `${news.personId}:${news.media_type}:${news.id}`;

/** The alerts of followed people's new titles (`reelist_people_news`), newest first, with the last check's time. */
export const peopleNewsStore = {
  ...reader,
  /** Adds news (first) and, if given, the time of a complete check. */
  record: (news: readonly PersonNews[], checkedAt?: number): WriteResult =>
    update((stored) => {
      const added = new Set(news.map(newsKey));
      return {
        checkedAt: checkedAt ?? stored.checkedAt,
        news: [...news, ...stored.news.filter((old) => !added.has(newsKey(old)))].slice(0, PEOPLE_NEWS_CAP),
      };
    }),
  dismiss: (key: string): WriteResult =>
    update((stored) => ({ ...stored, news: stored.news.filter((news) => newsKey(news) !== key) })),
};
