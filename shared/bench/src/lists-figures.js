// The lists bench's figures and budgets (lists.js measures them; main.js adds them to the report).
import { BIG_LIST_ITEMS, LIST_COUNT } from './lists-seed.js';

/**
 * The product's goal: 200 lists, 5,000 titles in one, open and reorder within 100 ms on a phone (4x CPU).
 * @type {Array<[string, import('./budgets.js').Budget]>}
 */
export const LISTS_BUDGETS = [
  ['lists.open', { op: '<=', value: 100 }],
  ['lists.myLists', { op: '<=', value: 100 }],
  ['lists.moveDown', { op: '<=', value: 100 }],
  ['lists.moveTyped', { op: '<=', value: 100 }],
];

const num = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const ms = (v) => (num(v) === null ? null : Math.round(v));
const runsNote = (r) =>
  r?.runs?.length ? `median of ${r.runs.length}: ${r.runs.map((run) => Math.round(run.painted)).join(' / ')} ms; DOM ${ms(r.domMedian)} ms` : undefined;

/** The lists' figures (measureLists' result); a failed run gives each null with the reason. */
export function listsFigures(l = {}) {
  const p = `Lists (${LIST_COUNT} lists, ${BIG_LIST_ITEMS.toLocaleString('en-US')} titles in one), phone 4x CPU`;
  const failed = l.error ? { note: String(l.error).split('\n')[0].slice(0, 160) } : {};
  const figure = (id, label, r) => {
    const note = r?.note ?? runsNote(r);
    return { id, label: `${p}: ${label}`, value: ms(r?.value), unit: 'ms', ...(note ? { note } : failed) };
  };
  const perItem = num(l.written?.perItem ?? l.seeded?.perItem);
  const costs = l.storeCosts;
  const store = [costs?.parseMs, costs?.stringifyMs, costs?.setItemMs].map(num);
  return [
    figure('lists.open', 'My Lists -> the 5,000-title list, h1 and its first screen of rows painted', l.open),
    figure('lists.myLists', '"← My Lists" -> h1 and its first screen of lists painted', l.myLists),
    figure('lists.moveDown', '"Move {title} down" -> announced, rows reordered, painted', l.moveDown),
    figure('lists.moveTyped', 'typed position (+100) and Enter -> announced, rows reordered, painted', l.moveTyped),
    figure('lists.toEnd', 'the list scrolled to its end at once -> its last title painted', l.toEnd),
    {
      id: 'lists.charsPerItem',
      label: `${p}: stored characters per title of the 5,000-title list`,
      value: perItem === null ? null : Math.round(perItem * 10) / 10,
      unit: 'chars',
      ...(perItem === null
        ? failed
        : { note: `${l.written ? 'as the app wrote it back' : 'as seeded'}; reelist_lists ${Math.round((l.writtenChars ?? l.storedChars ?? 0) / 1024)} K characters in all` }),
    },
    {
      id: 'lists.storeRoundTrip',
      label: `${p}: the whole reelist_lists value, JSON.parse + JSON.stringify + localStorage.setItem (no app code)`,
      value: store.includes(null) ? null : Math.round(store[0] + store[1] + store[2]),
      unit: 'ms',
      ...(store.includes(null)
        ? costs?.note
          ? { note: costs.note }
          : failed
        : { note: `parse ${store[0].toFixed(1)} ms, stringify ${store[1].toFixed(1)} ms, setItem ${store[2].toFixed(1)} ms, median of 5 each` }),
    },
  ];
}
