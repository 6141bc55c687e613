import { registerCatalog } from '@reelist/i18n';
import { useMessages } from '@reelist/i18n/react';
import { sharedMessages } from '@reelist/ui/messages';
import { messages as english } from '../locales/en.po';

const own = registerCatalog('mf_detail', (locale) =>
  locale === 'en'
    ? english
    : import(`../locales/${locale}.po`).then((module: { messages: typeof english }) => module.messages),
);
const bundled = registerCatalog('mf_detail/shared', sharedMessages);

/**
 * This remote's messages and those of the shared components it bundles; every exposed page calls it first, and
 * waits only while another language's messages load.
 */
export const useDetailMessages = (): void => useMessages(own, bundled);
