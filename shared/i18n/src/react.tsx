import { cloneElement, use, useSyncExternalStore } from 'react';
import type { ReactElement, ReactNode } from 'react';
// By name, not by path: the page has one translator, the federation's singleton (a path would bundle a second).
import { i18n } from '@reelist/i18n';
import type { CompiledMessage, Ready, Translator } from '@reelist/i18n';

/** What a component translates with: Lingui's shape, so its macros (`useLingui`, `<Trans>`) compile to these. */
export interface I18nContext {
  i18n: Translator;
  _: Translator['_'];
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
 * The page's one translator (a federation singleton). Unlike Lingui's own hook it needs no provider: the shell, a
 * remote's preview build and a unit test each render it as they are.
 */
export function useLingui(): I18nContext {
  return useSyncExternalStore(subscribe, read, read);
}

/** A translation's numbered tags (`<0>text</0>`, `<1/>`), as the `<Trans>` macro numbers its elements. */
const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/;

/** The text with each numbered tag made its element, around its own text (tags nest). */
function withElements(text: string, elements: Record<string, ReactElement>): ReactNode {
  const parts = text.split(TAG);
  if (parts.length === 1) return text;
  // split gives: the text before, then per tag its number (paired), its text, its number (alone), the text after.
  const out: ReactNode[] = [parts[0]];
  for (let i = 1; i < parts.length; i += 4) {
    const [paired, inner, alone, after] = parts.slice(i, i + 4) as Array<string | undefined>;
    const element = elements[(paired ?? alone)!];
    if (element)
      out.push(
        cloneElement(
          element,
          { key: i },
          paired === undefined
            ? (element.props as { children?: ReactNode }).children
            : withElements(inner ?? '', elements),
        ),
      );
    out.push(after);
  }
  return out;
}

interface TransProps {
  id?: string;
  message?: string | CompiledMessage;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}

/**
 * What the `<Trans>` macro compiles to: the message in the current language, with its elements in place (as Lingui's
 * own `<Trans>` renders it), re-rendering with the language. A value that is not text or a number (an element) goes
 * in as one more numbered element.
 */
export function Trans({ id, message, values, components }: TransProps) {
  const { _ } = useLingui();
  const elements = { ...components };
  const texts = values && { ...values };
  for (const [name, value] of Object.entries(values ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') continue;
    const index = Object.keys(elements).length;
    elements[index] = <>{value as ReactNode}</>;
    texts![name] = `<${index}/>`;
  }
  return <>{withElements(_(id, texts, { message }), elements)}</>;
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
