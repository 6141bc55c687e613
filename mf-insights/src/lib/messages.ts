import type { Messages } from '@reelist/i18n';
import { registerCatalog } from '@reelist/i18n';
import { useMessages } from '@reelist/i18n/react';
import { sharedMessages } from '@reelist/ui/messages';

const own = registerCatalog('mf_insights', (locale) =>
  import(/* webpackChunkName: "messages-[request]", webpackExclude: /en\.po$/ */ `../locales/${locale}.po`).then(
    (module: { messages: Messages }) => module.messages,
  ),
);
const bundled = registerCatalog('mf_insights/shared', sharedMessages);

/**
 * This remote's messages and those of the shared components it bundles; every exposed page calls it first, and
 * waits only while another language's messages load.
 */
export const useInsightsMessages = (): void => useMessages(own, bundled);
