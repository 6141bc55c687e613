import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { act, render, screen } from '@testing-library/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { intlLocale, resolveLocale } from './locales';
import { i18n, messageKey } from './translator';
import {
  catalogsReady,
  currentLocale,
  followPreference,
  languageSettled,
  registerCatalog,
  setLocale,
} from './catalogs';

const root = join(__dirname, '../../..');

afterEach(async () => {
  await act(() => setLocale('en'));
});

describe('resolveLocale', () => {
  it('takes the saved language, else the browser’s first that Reelist speaks, else English', () => {
    expect(resolveLocale('ja', ['de-DE'])).toBe('ja');
    expect(resolveLocale(undefined, ['pt-BR', 'de-AT', 'fr'])).toBe('de');
    expect(resolveLocale('xx', ['KO-kr'])).toBe('ko');
    expect(resolveLocale(undefined, ['pt-BR'])).toBe('en');
    expect(resolveLocale(undefined, [])).toBe('en');
  });

  it('formats English as US English and the others by language', () => {
    expect(intlLocale('en')).toBe('en-US');
    expect(intlLocale('de')).toBe('de');
  });
});

describe('catalogues', () => {
  function Greeting({ count }: { count: number }) {
    const { t } = useLingui();
    return (
      <p>
        {t`Welcome back`} <Trans>{count} titles</Trans>
      </p>
    );
  }
  it('switches every translating component at once, and sets <html lang>', async () => {
    // Keyed as catalog.cjs keys a language's messages: by their compiled English.
    const german = {
      [messageKey(compileMessage('Welcome back'))]: 'Willkommen zurück',
      [messageKey(compileMessage('{count} titles'))]: [['count'], ' Titel'],
    };
    render(<Greeting count={3} />);
    registerCatalog('test-app', (locale) => (locale === 'de' ? Promise.resolve(german) : {}));
    await act(() => setLocale('de'));
    expect(screen.getByText('Willkommen zurück 3 Titel')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(currentLocale()).toBe('de');
  });

  it('shows English when a language’s messages fail to load, never a message id', async () => {
    const error = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const asked: string[] = [];
    registerCatalog('failing-app', (locale) => {
      asked.push(locale);
      return locale === 'fr' ? Promise.reject(new Error('offline')) : {};
    });
    await act(() => setLocale('fr'));
    expect(i18n._({ id: 'greeting', message: 'Hello there' })).toBe('Hello there');
    // English is the code's own text: no app is asked for it.
    expect(asked).toEqual(['fr']);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"fr" did not load'), expect.any(Error));
    error.mockRestore();
  });

  it('lets a later choice win over one still loading', async () => {
    let finish: (messages: Record<string, string>) => void = () => undefined;
    registerCatalog('slow-app', (locale) =>
      locale === 'ko' ? new Promise((resolve) => (finish = resolve)) : { slow: 'slow' },
    );
    const korean = setLocale('ko');
    await act(() => setLocale('es'));
    finish({ slow: '느림' });
    await act(() => korean);
    expect(i18n.locale).toBe('es');
    await catalogsReady();
  });

  it('settles a text made after a choice once the chosen language (the last one chosen) is shown', async () => {
    let finish: (messages: Record<string, string>) => void = () => undefined;
    registerCatalog('confirming-app', (locale) =>
      locale === 'it' ? new Promise((resolve) => (finish = resolve)) : { saved: 'Saved' },
    );
    void setLocale('ja');
    const said: string[] = [];
    const confirmation = languageSettled().then(() => said.push(i18n.locale));
    void setLocale('it');
    await Promise.resolve();
    expect(said).toEqual([]);
    finish({ saved: 'Salvato' });
    await act(() => confirmation);
    expect(said).toEqual(['it']);
    await act(() => setLocale('en'));
  });

  it('follows the saved preference, also when it changes later (another tab)', async () => {
    let saved = 'de';
    let changed: () => void = () => undefined;
    await act(() =>
      followPreference(
        () => saved,
        (onChange) => (changed = onChange),
      ),
    );
    expect(i18n.locale).toBe('de');
    saved = 'ja';
    await act(async () => {
      changed();
      await catalogsReady();
    });
    expect(i18n.locale).toBe('ja');
  });
});

describe('the build and the tests compile messages alike', () => {
  it("gives Jest's transform the webpack build's Lingui options, every field kept", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { linguiSwcPlugin } = require('../swc-plugin.cjs') as {
      linguiSwcPlugin: (prod: boolean) => [string, Record<string, unknown>];
    };
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      jest: {
        projects: { transform: Record<string, [string, { jsc: { experimental: { plugins: unknown[][] } } }]> }[];
      };
    };
    const [, built] = linguiSwcPlugin(false);
    for (const project of pkg.jest.projects) {
      const swc = Object.values(project.transform).find((entry) => Array.isArray(entry) && entry[0] === '@swc/jest');
      expect(swc?.[1].jsc.experimental.plugins).toEqual([['@lingui/swc-plugin', built]]);
    }
    expect(linguiSwcPlugin(true)[1]).toMatchObject({ descriptorFields: 'message' });
  });
});
