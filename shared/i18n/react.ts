// How components translate: Lingui's macros compile to these (see swc-plugin.cjs). A federation singleton like the
// package's main entry: the page carries one copy, whichever apps it shows.
export { Trans, useLingui, useMessages } from './src/react';
export type { I18nContext } from './src/react';
