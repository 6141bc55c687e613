import type { Messages } from '@reelist/i18n';
import type { CatalogLoader } from '@reelist/i18n';

/**
 * The messages of the shared packages an app bundles (ui, domain, state): each app registers them from its own
 * bundle, so they match the version of the components it ships.
 */
export const sharedMessages: CatalogLoader = (locale) =>
  import(/* webpackExclude: /en\.po$/ */ `../locales/${locale}.po`).then(
    (module: { messages: Messages }) => module.messages,
  );
