// How components translate: Lingui's macros compile to these (see swc-plugin.cjs); they read the page's one Lingui
// instance, so this entry needs no singleton of its own and is bundled with each app.
export { Trans, useLingui, useMessages } from './src/react';
export type { I18nContext } from './src/react';
