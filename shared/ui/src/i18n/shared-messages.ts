import type { CatalogLoader } from '@reelist/i18n';
import { messages as english } from '../locales/en.po';

/**
 * The messages of the shared packages an app bundles (ui, domain, state): each app registers them from its own
 * bundle, so they match the version of the components it ships.
 */
export const sharedMessages: CatalogLoader = (locale) =>
  locale === 'en'
    ? english
    : import(`../locales/${locale}.po`).then((module: { messages: typeof english }) => module.messages);
