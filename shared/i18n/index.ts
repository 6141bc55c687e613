// The interface's language: which of the seven it is, and each app's messages for it. One instance per page (a
// federation singleton), so the shell and every remote show the same language and switch together. Free of React,
// so the shell's services can speak before React has loaded; components translate through @reelist/i18n/react.
export { LOCALES, intlLocale, resolveLocale } from './src/locales';
export type { Locale } from './src/locales';
export {
  catalogsReady,
  currentLocale,
  followPreference,
  languageSettled,
  registerCatalog,
  setLocale,
} from './src/catalogs';
export type { CatalogLoader, Ready } from './src/catalogs';
export { createTranslator, i18n } from './src/translator';
export type { CompiledMessage, MessageDescriptor, Messages, Translator } from './src/translator';
