import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from '@swc/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { inlineEnglish } = require('../inline-english-loader.cjs') as { inlineEnglish: (code: string) => string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { linguiSwcPlugin } = require('../swc-plugin.cjs') as { linguiSwcPlugin: (prod: boolean) => [string, object] };

/** What the production build's swc-loader makes of `source`, then the loader. */
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
  return inlineEnglish(code);
}

describe('English compiled into the code (production builds)', () => {
  const code = built(`
    import { t, plural, msg } from '@lingui/core/macro';
    import { Trans } from '@lingui/react/macro';
    export const a = (name: string) => t\`Hello “\${name}”, it's "quoted"\`;
    export const b = (count: number) => plural(count, { one: '# title', other: '# titles' });
    export const c = msg({ context: 'section', message: 'Watchlist' });
    export const d = (name: string) => <Trans>Hi <strong>{name}</strong></Trans>;
    export const error = { id: 7, message: 'Not a Lingui message' };
  `);

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

  it('keeps the ids, so another language’s catalogue still finds its messages', () => {
    const ids = [...code.matchAll(/id: "([A-Za-z0-9+/]{6})"/g)].map(([, id]) => id);
    expect(ids).toHaveLength(4);
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
