import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';

const root = join(__dirname, '../..');
const po = formatter();

/**
 * What an app's message catalogue says for an English message in `locale`: the browser tests compare the screen with
 * the catalogue, not with words of their own. `catalogue` is the folder above `locales` (e.g. 'shell/src').
 */
export function translation(catalogue: string, locale: string, english: string): string {
  const file = join(root, catalogue, 'locales', `${locale}.po`);
  const messages = po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file });
  const entry = Object.values(messages).find((m) => m.message === english);
  if (!entry?.translation) throw new Error(`${file}: no translation of "${english}"`);
  return entry.translation;
}
