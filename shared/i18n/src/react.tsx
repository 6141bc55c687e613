import { use, useSyncExternalStore } from 'react';
import type { ComponentProps } from 'react';
import { i18n } from '@lingui/core';
import type { I18n } from '@lingui/core';
import { TransNoContext } from '@lingui/react/server';
import type { Ready } from './catalogs';

/** What a component translates with: Lingui's shape, so its macros (`useLingui`, `<Trans>`) compile to these. */
export interface I18nContext {
  i18n: I18n;
  _: I18n['_'];
}

let snapshot: I18nContext | undefined;
let snapshotLocale: string | undefined;

// A new object per language, so every component that translates renders again when the language changes.
function read(): I18nContext {
  if (!snapshot || snapshotLocale !== i18n.locale) {
    snapshotLocale = i18n.locale;
    snapshot = { i18n, _: i18n._.bind(i18n) };
  }
  return snapshot;
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/**
 * The page's one translator, read from the federation's one Lingui instance. Unlike Lingui's own hook it needs no
 * provider: the shell, a remote's preview build and a unit test each render it as they are.
 */
export function useLingui(): I18nContext {
  return useSyncExternalStore(subscribe, read, read);
}

type TransProps = ComponentProps<typeof TransNoContext>;

/** Lingui's `<Trans>` (what the `<Trans>` macro compiles to), re-rendering with the language. */
export function Trans(props: Omit<TransProps, 'lingui'>) {
  const lingui = useLingui();
  return <TransNoContext {...({ ...props, lingui } as TransProps)} />;
}

/**
 * A remote's page waits for its messages in the current language (`registerCatalog`'s answers): it suspends while
 * another language's file loads. Messages already in (English, or a language loaded before) are not handed to React
 * at all: a page that read even a settled promise with `use` lost updates of its own state, and left a lazy section
 * inside it suspended, in the remotes' tests. (`use`, unlike other hooks, may be called conditionally.)
 */
export function useMessages(...registrations: Ready[]): void {
  for (const ready of registrations) if (ready.status !== 'fulfilled') use(ready as Promise<void>);
}
