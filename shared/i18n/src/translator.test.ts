import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator, messageKey } from './translator';
import type { CompiledMessage } from './translator';

const root = join(__dirname, '../../..');
const po = formatter();

/** Every app's catalogue files: [app folder, locale, .po text]. */
const catalogues = ['shell', 'shared/ui', 'mf-discover', 'mf-detail', 'mf-watchlist', 'mf-insights'].flatMap((app) => {
  const dir = join(root, app, 'src/locales');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.po'))
    .map((file) => [app, file.replace('.po', ''), readFileSync(join(dir, file), 'utf8')] as const);
});

type Token = string | [string, string?, Record<string, CompiledMessage>?];

/**
 * Values that take a message through each of its branches: plurals of several kinds (the messages check allows only
 * `{name}` and plurals), a plain value as text, a number and nothing.
 */
function valueSets(message: CompiledMessage): Record<string, unknown>[] {
  const choices = new Map<string, unknown[]>();
  const walk = (tokens: CompiledMessage | number) => {
    // A plural's cases hold its offset besides its messages.
    if (!Array.isArray(tokens)) return;
    for (const token of tokens as Token[]) {
      if (typeof token === 'string') continue;
      const [name, type, cases] = token;
      if (type === 'plural') choices.set(name, [0, 1, 2, 3, 5, 11, 21, 1234.5]);
      else if (!choices.has(name)) choices.set(name, ['Ada “<b>”', 7, undefined]);
      if (cases) Object.values(cases).forEach(walk);
    }
  };
  walk(message);
  const sets: Record<string, unknown>[] = [];
  const longest = Math.max(1, ...[...choices.values()].map((options) => options.length));
  for (let i = 0; i < longest; i++)
    sets.push(Object.fromEntries([...choices].map(([name, options]) => [name, options[i % options.length]])));
  return sets;
}

describe('the translator', () => {
  it('says every message of every catalogue, in its language and in English, as @lingui/core does', () => {
    let compared = 0;
    const differing: unknown[] = [];
    for (const [app, locale, text] of catalogues) {
      const entries = Object.entries(po.parse(text, { locale, sourceLocale: 'en', filename: `${app}/${locale}.po` }));
      expect(entries.length).toBeGreaterThan(0);
      const messages: Record<string, CompiledMessage> = {};
      for (const [id, entry] of entries) {
        messages[id] = compileMessage(entry.translation || entry.message || '');
        messages[`${id}.en`] = compileMessage(entry.message ?? '');
      }
      const lingui = setupI18n({ locale, messages: { [locale]: messages } });
      const ours = createTranslator(locale);
      ours.load(locale, messages);
      for (const [id, message] of Object.entries(messages)) {
        for (const values of valueSets(message)) {
          const [said, expected] = [ours._(id, values), lingui._(id, values)];
          if (said !== expected) differing.push({ app, locale, id, values, said, expected });
          compared += 1;
        }
      }
    }
    expect(differing).toEqual([]);
    expect(compared).toBeGreaterThan(5_000);
  });

  it('finds a message by its English, or by its id (a message with a context), else says the English', () => {
    const plural = compileMessage('{count, plural, one {# title} other {# titles}}');
    const german = createTranslator('de');
    german.load('de', {
      [messageKey(plural)]: compileMessage('{count, plural, one {# Titel} other {# Titel}}'),
      'ctx-id': ['Merkliste'],
    });
    expect(german._({ message: plural, values: { count: 1_200 } } as never)).toBe('1.200 Titel');
    expect(german._({ id: 'ctx-id', message: ['Watchlist'] } as never)).toBe('Merkliste');
    expect(german._({ message: ['Not translated'] } as never)).toBe('Not translated');
    // <Trans> asks by id and options; a test's messages are ICU text, compiled on the way.
    expect(german._(undefined, { count: 2 }, { message: '{count, plural, one {# title} other {# titles}}' })).toBe(
      '2 Titel',
    );
  });

  it('tells its listeners of every load and change of language, until they stop listening', () => {
    const translator = createTranslator();
    const heard: string[] = [];
    const stop = translator.on('change', () => heard.push(translator.locale));
    translator.load('ja', {});
    translator.activate('ja');
    stop();
    translator.activate('ko');
    expect(heard).toEqual(['en', 'ja']);
  });
});
