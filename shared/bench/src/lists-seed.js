// The lists bench's data: 200 lists in the compact form @reelist/storage writes (lists-store.ts), one of them with
// 5,000 titles, and what a stored list takes per title.
import { random } from './seed.js';

export const LIST_COUNT = 200;
export const BIG_LIST_ITEMS = 5_000;
export const BIG_LIST_ID = 'mhg2k9x0b5k1';
export const BIG_LIST_NAME = 'Everything I have watched';
const DAY_S = 86_400;

const WORDS = [
  'Silent',
  'Harbor',
  'Midnight',
  'Garden',
  'Broken',
  'Crown',
  'Winter',
  'River',
  'Last',
  'Signal',
  'Golden',
  'Shadow',
  'Paper',
  'Empire',
  'Wild',
  'Heart',
];
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const NOTES = ['Rewatch with the kids', 'Better than the book', 'The ending!', 'Recommended by Sam at work'];

/** One stored item, `["m603",title,poster_path|null,year|0,addedAt in epoch seconds,note?]`: a typical title. */
function compactItem(rnd, n, now) {
  const ref = `${rnd() < 0.25 ? 't' : 'm'}${100_000 + n}`;
  const words = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => WORDS[Math.floor(rnd() * WORDS.length)]);
  const title = `The ${words.join(' ')} ${n}`;
  const poster = rnd() < 0.05 ? null : `/${Array.from({ length: 27 }, () => BASE62[Math.floor(rnd() * 62)]).join('')}.jpg`;
  const year = rnd() < 0.03 ? 0 : 1950 + Math.floor(rnd() * 76);
  const item = [ref, title, poster, year, Math.floor(now / 1000) - Math.floor(rnd() * 3 * 365) * DAY_S];
  if (n % 20 === 7) item.push(NOTES[n % NOTES.length]);
  return item;
}

/**
 * `reelist_lists` as lists-store.ts stores it: `{"v":1,"l":[[id,name,description,ranked 0|1,createdAt,updatedAt,
 * [item, ...]], ...]}` with `lists` lists, the one at `bigAt` holding `bigItems` titles (the most recently updated,
 * so My Lists shows it first), the others 8 to 12. Returns { value, big: { id, name, items } }.
 */
export function makeListsSeed({ lists = LIST_COUNT, bigItems = BIG_LIST_ITEMS, bigAt = 100, seed = 11, now = Date.UTC(2026, 10, 1) } = {}) {
  const rnd = random(seed);
  let n = 0;
  const stored = [];
  for (let i = 0; i < lists; i += 1) {
    const big = i === bigAt;
    const count = big ? bigItems : 8 + Math.floor(rnd() * 5);
    const items = Array.from({ length: count }, () => compactItem(rnd, (n += 1), now));
    const created = new Date(now - (400 + i) * DAY_S * 1000).toISOString();
    const updated = big ? new Date(now).toISOString() : new Date(now - (1 + i) * 3_600_000).toISOString();
    stored.push([
      big ? BIG_LIST_ID : `mh${(1_000_000 + i).toString(36)}${BASE62[i % 62]}x`.toLowerCase(),
      big ? BIG_LIST_NAME : `${WORDS[i % WORDS.length]} nights ${i + 1}`,
      i % 3 === 0 ? 'Films and shows for a quiet evening, picked over the years.' : '',
      i % 5 === 0 && !big ? 1 : 0,
      created,
      updated,
      items,
    ]);
  }
  return { value: { v: 1, l: stored }, big: { id: BIG_LIST_ID, name: BIG_LIST_NAME, items: bigItems } };
}

/** Characters one list takes in the stored string, per title: the list's own tuple as JSON, over its item count. */
export function storedCharsPerItem(raw, id) {
  const stored = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const list = stored?.l?.find((tuple) => tuple[0] === id);
  if (!list || !Array.isArray(list[6]) || list[6].length === 0) return null;
  return { chars: JSON.stringify(list).length, items: list[6].length, perItem: JSON.stringify(list).length / list[6].length };
}

