import { i18n } from '@reelist/i18n';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@reelist/i18n';

// Stores name their data in English (the `label` of a failed write on the bus, which is also kept in logs); the
// toasts put those names in the visitor's language. A store this list does not know yet keeps its English name.
const LABELS: Readonly<Record<string, MessageDescriptor>> = {
  watchlist: msg`watchlist`,
  'watchlist removals': msg`watchlist removals`,
  theme: msg`theme`,
  preferences: msg`preferences`,
  reviews: msg`reviews`,
  ratings: msg`ratings`,
  'viewing history': msg`viewing history`,
  'search history': msg`search history`,
  'session details': msg`session details`,
  lists: msg`lists`,
  reminders: msg`reminders`,
  'watch log': msg`watch log`,
  'followed people': msg`followed people`,
  'followed shows': msg`followed shows`,
  'new arrivals': msg`new arrivals`,
  'where-to-watch information': msg`where-to-watch information`,
  'saved import matches': msg`saved import matches`,
  'saved title details': msg`saved title details`,
  'calendar schedules kept for a while': msg`calendar schedules kept for a while`,
  'news from people you follow': msg`news from people you follow`,
};

/** A store's name for its data, in the interface's language. */
export const storageLabel = (label: string): string => {
  const descriptor = Object.hasOwn(LABELS, label) ? LABELS[label] : undefined;
  return descriptor ? i18n._(descriptor) : label;
};
