import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import type { Page } from '@playwright/test';

const root = join(__dirname, '../..');
const po = formatter();

/** Every app's catalogue and the shared components'. */
const CATALOGUES = [
  'shell/src',
  'shared/ui/src',
  'mf-discover/src',
  'mf-detail/src',
  'mf-watchlist/src',
  'mf-insights/src',
];

function messagesOf(catalogue: string, locale: string) {
  const file = join(root, catalogue, 'locales', `${locale}.po`);
  return Object.values(po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file }));
}

/**
 * The interface's English texts that `locale` says differently: whole messages without a placeholder (what a visitor
 * sees as a line of its own, a button or an accessible name). Words a language keeps ('Drama' in German) are left out.
 */
export function englishOnlyTexts(locale: string): string[] {
  const texts = new Set<string>();
  for (const catalogue of CATALOGUES) {
    for (const { message, translation } of messagesOf(catalogue, locale)) {
      if (!message || !translation || message === translation || /[{<]/.test(message)) continue;
      texts.add(message);
    }
  }
  return [...texts];
}

/**
 * What on the page is still one of the interface's English texts in `locale`: its visible lines, and the accessible
 * names, placeholders and titles its elements carry. The catalogue's own data (titles, overviews) is not a message.
 */
export async function englishLeft(page: Page, locale: string): Promise<string[]> {
  return page.evaluate((english) => {
    const known = new Set(english);
    const said = document.body.innerText.split('\n').map((line) => line.trim());
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) said.push(element.getAttribute(name)?.trim() ?? '');
    }
    return [...new Set(said.filter((text) => known.has(text)))];
  }, englishOnlyTexts(locale));
}

/**
 * What an app's message catalogue says for an English message in `locale`: the browser tests compare the screen with
 * the catalogue, not with words of their own. `catalogue` is the folder above `locales` (e.g. 'shell/src').
 */
export function translation(catalogue: string, locale: string, english: string): string {
  const entry = messagesOf(catalogue, locale).find((m) => m.message === english);
  if (!entry?.translation) throw new Error(`${catalogue} ${locale}: no translation of "${english}"`);
  return entry.translation;
}
