import type { Messages } from '@reelist/i18n';
import type { CatalogLoader } from '@reelist/i18n';

/**
 * The messages of the shared packages an app bundles (ui, domain, state): each app registers them from its own
 * bundle, so they match the version of the components it ships. Their chunk has the name of the app's own messages
 * for the language (`messages-[request]`, as every app's messages.ts names it), so webpack writes the two into one
 * file: a language costs each app on the page one request.
 */
export const sharedMessages: CatalogLoader = (locale) =>
  import(/* webpackChunkName: "messages-[request]", webpackExclude: /en\.po$/ */ `../locales/${locale}.po`).then(
    (module: { messages: Messages }) => module.messages,
  );
