import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { act, screen } from '@testing-library/react';
import { setLocale } from '@reelist/i18n';
import { preferencesStore } from '@reelist/storage';
import { resetStorageMemory } from '@reelist/testing';
import { renderShell } from '../test/render-shell';
import { Header } from '../layout/header';
import { registerShellMessages, startLanguage } from './start-language';

jest.mock('../remotes/remote-registry', () => ({ preloadRemotePage: jest.fn() }));

/** What the shell's catalogue says for an English message in `locale` (the test reads the files, not its own words). */
function translated(locale: string, english: string): string {
  const file = join(__dirname, `../locales/${locale}.po`);
  const catalogue = formatter().parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file });
  const entry = Object.values(catalogue).find((e) => e.message === english);
  if (!entry?.translation) throw new Error(`no ${locale} translation of "${english}"`);
  return entry.translation;
}

const save = (preferredLanguage: string) =>
  act(async () => {
    preferencesStore.commit({ ...preferencesStore.getSnapshot(), preferredLanguage });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

beforeEach(() => {
  localStorage.clear();
  resetStorageMemory();
});
afterEach(async () => {
  await act(() => setLocale('en'));
});

describe('the interface language', () => {
  it('starts in the saved Preferred Language and follows a change at once, without a reload', async () => {
    await act(async () => {
      registerShellMessages();
      preferencesStore.commit({ ...preferencesStore.getSnapshot(), preferredLanguage: 'de' });
      await startLanguage();
    });
    renderShell(<Header />);
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('link', { name: translated('de', 'Watchlist') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: translated('de', 'Switch to dark mode') })).toBeInTheDocument();

    await save('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(screen.getByRole('link', { name: translated('ja', 'Watchlist') })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: translated('ja', 'Search movies and TV shows') })).toBeInTheDocument();

    await save('en');
    expect(screen.getByRole('link', { name: 'Watchlist' })).toBeInTheDocument();
  });
});
