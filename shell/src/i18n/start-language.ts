import type { Messages } from '@reelist/i18n';
import { t } from '@lingui/core/macro';
import { catalogsReady, followPreference, registerCatalog } from '@reelist/i18n';
import { preferencesStore } from '@reelist/storage';
import { sharedMessages } from '@reelist/ui/messages';

/**
 * The shell's messages and those of the shared components it bundles, English at once: anything the shell says
 * from here on (a toast about unreadable storage, say) reads in English until the chosen language is in.
 */
export function registerShellMessages(): void {
  registerCatalog('shell', (locale) =>
    import(/* webpackChunkName: "messages-[request]", webpackExclude: /en\.po$/ */ `../locales/${locale}.po`).then(
      (module: { messages: Messages }) => module.messages,
    ),
  );
  registerCatalog('shell/shared', sharedMessages);
}

/**
 * The Preferred Language, followed from then on. Reads the preferences, so the toasts must be listening first.
 * Settles when the chosen language's messages are in, before the first render.
 */
export function startLanguage(): Promise<void> {
  return followPreference(() => preferencesStore.getSnapshot().preferredLanguage, preferencesStore.subscribe);
}

/** Settles when every app registered so far (the first page's remote too) has its messages for the language. */
export { catalogsReady };

/** What the page says when the app could not start (the config or a chunk failed to load). */
export const startFailedText = (): string => t`Reelist could not start. Check your connection and reload the page.`;
