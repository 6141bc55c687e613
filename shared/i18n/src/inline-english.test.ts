import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from '@swc/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { createTranslator } from './translator';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { inlineEnglish } = require('../inline-english-loader.cjs') as { inlineEnglish: (code: string) => string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compileCatalog } = require('../catalog.cjs') as {
  compileCatalog: (source: string, locale: string) => Record<string, string[]>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { linguiSwcPlugin } = require('../swc-plugin.cjs') as { linguiSwcPlugin: (prod: boolean) => [string, object] };

/** What the production build's swc-loader makes of `source` (before inline-english-loader). */
function built(source: string): string {
  const { code } = transformSync(source, {
    filename: 'sample.tsx',
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
      experimental: { plugins: [linguiSwcPlugin(true)] },
    },
  });
  return code;
}

const SAMPLE = `
  import { t, plural, msg } from '@lingui/core/macro';
  import { Trans } from '@lingui/react/macro';
  export const a = (name: string) => t\`Hello “\${name}”, it's "quoted"\`;
  export const b = (count: number) => plural(count, { one: '# title', other: '# titles' });
  export const c = msg({ context: 'section', message: 'Watchlist' });
  export const d = (name: string) => <Trans>Hi <strong>{name}</strong></Trans>;
  export const error = { id: 7, message: 'Not a Lingui message' };
`;

describe('English compiled into the code (production builds)', () => {
  const code = inlineEnglish(built(SAMPLE));

  it('replaces each message with its compiled form, as a compiled catalogue holds it', () => {
    expect(code).toContain(`message: ${JSON.stringify(compileMessage('Hello “{name}”, it\'s "quoted"'))}`);
    expect(code).toContain(
      `message: ${JSON.stringify(compileMessage('{count, plural, one {# title} other {# titles}}'))}`,
    );
    expect(code).toContain('message: ["Watchlist"]');
    expect(code).toContain(`message: ${JSON.stringify(compileMessage('Hi <0>{name}</0>'))}`);
  });

  it('leaves alone an object that is not a Lingui descriptor', () => {
    expect(code).toContain("message: 'Not a Lingui message'");
  });

  it('drops the ids (another language’s catalogue keys a message by its English), but a context’s', () => {
    const ids = [...code.matchAll(/id: "([A-Za-z0-9+/]{6})"/g)].map(([, id]) => id);
    expect(ids).toEqual([generateMessageId('Watchlist', 'section')]);
  });

  it('reads in another language through a catalogue compiled as the build compiles it', () => {
    const { code: commonjs } = transformSync(inlineEnglish(built(SAMPLE)), {
      filename: 'sample.js',
      module: { type: 'commonjs' },
      jsc: { parser: { syntax: 'ecmascript', jsx: true }, transform: { react: { runtime: 'automatic' } } },
    });
    const german = createTranslator('de');
    german.load(
      'de',
      compileCatalog(
        [
          'msgid "Hello “{name}”, it\'s \\"quoted\\""',
          'msgstr "Hallo „{name}“, es ist \\"zitiert\\""',
          '',
          'msgid "{count, plural, one {# title} other {# titles}}"',
          'msgstr "{count, plural, one {# Titel} other {# Titel}}"',
          '',
          'msgctxt "section"',
          'msgid "Watchlist"',
          'msgstr "Merkliste"',
        ].join('\n'),
        'de',
      ),
    );
    const module = { exports: {} as Record<string, (...args: unknown[]) => string> };
    const requireStub = (name: string) =>
      name === '@reelist/i18n' ? { i18n: german } : name === 'react/jsx-runtime' ? { jsx: () => null } : {};
    new Function('require', 'module', 'exports', commonjs)(requireStub, module, module.exports);
    expect(module.exports.a!('Ada')).toBe('Hallo „Ada“, es ist "zitiert"');
    expect(module.exports.b!(2)).toBe('2 Titel');
    expect(german._(module.exports.c as never)).toBe('Merkliste');
  });
});

describe('the apps’ English', () => {
  it('no app bundles an English catalogue', () => {
    const root = join(__dirname, '../../..');
    for (const file of [
      'shell/src/i18n/start-language.ts',
      'mf-discover/src/lib/messages.ts',
      'shared/ui/src/i18n/shared-messages.ts',
    ]) {
      expect(readFileSync(join(root, file), 'utf8')).not.toMatch(/locales\/en\.po/);
    }
  });
});
