import { i18n } from '@reelist/i18n';
import type { Messages } from '@reelist/i18n';
import { act, screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@reelist/contracts';
import { resetStorageMemory, watchlistItem } from '@reelist/testing';
import { messages as german } from '../../locales/de.po';
import { messages as japanese } from '../../locales/ja.po';
import { renderPage } from '../../testing/render-page';
import { fromPeopleLabel } from './followed-people/recent-credits';
import { WatchlistBanner } from './watchlist-banner';

const speak = (locale: string, messages: Messages) => act(() => i18n.loadAndActivate({ locale, messages }));

const seedWatchlist = (count: number) => {
  const items = Array.from({ length: count }, (_, i) => watchlistItem({ id: i + 1, title: `Film ${i + 1}` }));
  localStorage.setItem(STORAGE_KEYS.watchlist, JSON.stringify(items));
};

beforeEach(() => {
  localStorage.clear();
  resetStorageMemory();
});

afterEach(() => {
  act(() => i18n.activate('en'));
});

describe('Home in another language', () => {
  it('counts the watchlist in German, one and many', async () => {
    await speak('de', german);
    seedWatchlist(1);
    const { unmount } = renderPage(<WatchlistBanner />);
    const banner = screen.getByRole('complementary', { name: 'Deine Merkliste' });
    expect(banner).toHaveTextContent('Du hast 1 Titel auf deiner Merkliste.');
    expect(within(banner).getByRole('link', { name: 'Merkliste ansehen' })).toHaveAttribute('href', '/watchlist');
    unmount();
    localStorage.clear();
    resetStorageMemory();
    seedWatchlist(3);
    renderPage(<WatchlistBanner />);
    expect(screen.getByRole('complementary', { name: 'Deine Merkliste' })).toHaveTextContent(
      'Du hast 3 Titel auf deiner Merkliste.',
    );
  });

  it('counts the watchlist in Japanese, with its one plural form', async () => {
    await speak('ja', japanese);
    seedWatchlist(2);
    renderPage(<WatchlistBanner />);
    expect(screen.getByRole('complementary', { name: 'あなたのウォッチリスト' })).toHaveTextContent(
      'ウォッチリストに2件のタイトルがあります。',
    );
  });

  it("lists the people followed the language's way", async () => {
    expect(fromPeopleLabel(['Ada', 'Bo', 'Cy'])).toBe('with Ada, Bo and Cy');
    await speak('de', german);
    expect(fromPeopleLabel(['Ada', 'Bo', 'Cy'])).toBe('mit Ada, Bo und Cy');
    await speak('ja', japanese);
    expect(fromPeopleLabel(['Ada', 'Bo', 'Cy'])).toBe('Ada、Bo、Cyの作品');
  });
});
