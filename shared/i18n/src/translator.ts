import type { MessageDescriptor, Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

// The page's translator: what Lingui's macros compile to in every app (`i18n._(descriptor)`, and `<Trans>`'s
// `i18n._(id, values, { message })`). For the forms our messages use ({name} and plurals) it reads Lingui's compiled
// messages as @lingui/core does (translator.test.ts checks every message of every catalogue against it), in a
// fraction of its bytes: English is what every visitor's first screen pays for, and @lingui/core alone took 2 KB.

/** A compiled message: text and placeholders; a placeholder is [name], or [name, format, cases or style]. */
export type { CompiledMessage };
type Placeholder = readonly [string, string?, unknown?];
type Tokens = ReadonlyArray<string | Placeholder>;

/** Lingui's own shapes, which its macros produce: a language's messages (key -> compiled), a message to translate. */
export type { MessageDescriptor, Messages };

/**
 * Where a language's catalogue keeps a message: under its English (as compiled), so the code needs no message ids
 * and English costs no more than its own words; a message with a context keeps its Lingui id (two messages can
 * share their English), and so does one read by id alone. See catalog.cjs, which keys catalogues the same way.
 */
export const messageKey = (english: string | CompiledMessage): string =>
  typeof english === 'string' ? english : JSON.stringify(english);

/** Tests and development builds carry messages as ICU text; production builds compile them (inline-english-loader). */
const compiled = (message: string | CompiledMessage): string | CompiledMessage =>
  typeof message === 'string' && process.env.NODE_ENV !== 'production' ? compileMessage(message) : message;

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const cached = <T>(kept: Map<string, T>, locale: string, make: () => T): T => {
  let found = kept.get(locale);
  if (!found) kept.set(locale, (found = make()));
  return found;
};

/**
 * A compiled message with its values, in `locale`, as @lingui/core's `interpolate` says it. Reelist's messages use
 * `{name}` and plurals only (the messages check holds them to it), so that is all this reads.
 */
function format(message: string | CompiledMessage, values: Record<string, unknown>, locale: string): string {
  const text = (tokens: string | CompiledMessage, count?: number): string =>
    typeof tokens === 'string'
      ? tokens
      : (tokens as Tokens)
          .map((token) => {
            if (typeof token === 'string')
              return token === '#' && count !== undefined
                ? cached(numberFormats, locale, () => new Intl.NumberFormat([locale, 'en'])).format(count)
                : token;
            const [name, type, cases] = token;
            const value = values[name];
            if (type !== 'plural') return value ?? '';
            const plural = cases as Record<string, CompiledMessage>;
            const rules = cached(pluralRules, locale, () => new Intl.PluralRules([locale, 'en']));
            return text(
              plural[value as number] ?? plural[rules.select(value as number)] ?? plural.other ?? '',
              value as number,
            );
          })
          .join('');
  return text(message);
}

export interface Translator {
  /** The active language. */
  readonly locale: string;
  /** A message in the active language: its translation when the language has one, else its English. */
  _(descriptor: MessageDescriptor): string;
  _(id: string | undefined, values?: Record<string, unknown>, options?: { message?: string | CompiledMessage }): string;
  /** Adds a language's messages (to those it has). */
  load(locale: string, messages: Messages): void;
  activate(locale: string): void;
  /** A language's messages in place of those it had, and the language active. */
  loadAndActivate(o: { locale: string; messages: Messages }): void;
  /** Calls `listener` after every load and activation; returns the unsubscribe. */
  on(event: 'change', listener: () => void): () => void;
}

export function createTranslator(locale = 'en'): Translator {
  const catalogues: Record<string, Messages | undefined> = {};
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const translator: Translator = {
    locale,
    _(
      id: MessageDescriptor | string | undefined,
      values?: Record<string, unknown>,
      options?: { message?: string | CompiledMessage },
    ) {
      let message = options?.message;
      if (typeof id === 'object') ({ id, message, values } = id);
      const english = compiled(message ?? id ?? '');
      // English (and a language whose messages failed to load) has no catalogue: every render of every message would
      // otherwise make its key for nothing.
      const messages = catalogues[translator.locale];
      const translated =
        (messages && ((id !== undefined ? messages[id] : undefined) ?? messages[messageKey(english)])) ?? english;
      return format(translated, values ?? {}, translator.locale);
    },
    load(locale, messages) {
      if (Object.keys(messages).length > 0) catalogues[locale] = { ...catalogues[locale], ...messages };
      changed();
    },
    activate(next) {
      (translator as { locale: string }).locale = next;
      changed();
    },
    loadAndActivate({ locale, messages }) {
      delete catalogues[locale];
      translator.load(locale, messages);
      translator.activate(locale);
    },
    on(_event, listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return translator;
}

/** The page's one translator (a federation singleton with @reelist/i18n): English until another language is chosen. */
export const i18n = createTranslator();
