import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@reelist/i18n';
import { arrayOf, objectOf, textOf } from './archive';
import { say } from './said';

// What a Trakt export's `_errors.json` says failed, named as the visitor reads it; and the export's file names,
// flat or in folders (trakt.ts reads both).

const FOLDERS = ['watched', 'ratings', 'lists'];

/** A file's name as the flat export writes it: `watched/history-1.json` -> `watched-history-1.json`. */
export function flatName(path: string): string {
  const parts = path.toLowerCase().split('/');
  const base = parts.pop() ?? '';
  const folder = parts.pop();
  return folder && FOLDERS.includes(folder) && !base.startsWith(`${folder}-`) ? `${folder}-${base}` : base;
}

// Each with its context for the translators (words like "Watchlist" mean something else elsewhere).
const SECTIONS: Record<string, MessageDescriptor> = {
  'watched-history': msg({ context: 'section of a Trakt export', message: 'Watch history' }),
  'watched-movies': msg({ context: 'section of a Trakt export', message: 'Watched movies' }),
  'watched-shows': msg({ context: 'section of a Trakt export', message: 'Watched shows' }),
  'ratings-movies': msg({ context: 'section of a Trakt export', message: 'Movie ratings' }),
  'ratings-shows': msg({ context: 'section of a Trakt export', message: 'Show ratings' }),
  'ratings-seasons': msg({ context: 'section of a Trakt export', message: 'Season ratings' }),
  'ratings-episodes': msg({ context: 'section of a Trakt export', message: 'Episode ratings' }),
  'lists-watchlist': msg({ context: 'section of a Trakt export', message: 'Watchlist' }),
  'lists-favorites': msg({ context: 'section of a Trakt export', message: 'Favorites' }),
  'lists-lists': msg({ context: 'section of a Trakt export', message: 'Lists' }),
  'lists-collaborations': msg({ context: 'section of a Trakt export', message: 'Collaborative lists' }),
};
/** API paths (`users/<slug>/history`) that an error entry may name instead of a file. */
const API_ALIASES: Record<string, string> = {
  history: 'watched-history',
  watchlist: 'lists-watchlist',
  favorites: 'lists-favorites',
  lists: 'lists-lists',
};

/** A section name from `_errors.json` (file name, folder path or API path) as the user should read it. */
function readableSection(raw: string): string {
  let name = raw
    .trim()
    .toLowerCase()
    .replace(/[?#].*$/, '')
    .replace(/^\/+|\/+$/g, '');
  const api = /(?:^|\/)users\/[^/]+\/(.+)$/.exec(name)?.[1];
  if (api) name = API_ALIASES[api] ?? api.replaceAll('/', '-');
  name = flatName(name.replace(/\.(json|csv)$/, '')).replace(/-\d+$/, '');
  const known = Object.hasOwn(SECTIONS, name) ? SECTIONS[name] : undefined;
  if (known) return say(known);
  const slug = /^lists-list-(?:\d+-)?(.+)$/.exec(name)?.[1];
  if (slug) {
    const list = slug.replace(/[-_]+/g, ' ');
    return say(msg`List "${list}"`);
  }
  // A section Reelist does not know: its name as the file gives it (data).
  const words = name.replace(/[-_/\s]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const NAME_FIELDS = ['name', 'section', 'endpoint', 'file', 'path'];

/**
 * The sections `_errors.json` says failed. Its shape is unconfirmed: an array of names, an array of objects
 * naming the section in one of NAME_FIELDS, or an object keyed by section are all read.
 */
export function missingSections(value: unknown): string[] {
  const object = objectOf(value);
  const raw = object
    ? Object.keys(object)
    : arrayOf(value).map((entry) => {
        const fields = objectOf(entry);
        return fields ? NAME_FIELDS.map((field) => textOf(fields[field])).find(Boolean) : textOf(entry);
      });
  const names = raw.filter((name): name is string => !!name?.trim()).map(readableSection);
  return [...new Set(names)];
}
