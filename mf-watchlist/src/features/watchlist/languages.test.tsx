import { i18n } from '@reelist/i18n';
import type { Messages } from '@reelist/i18n';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { watchlistItem } from '@reelist/testing';
import { sharedMessages } from '@reelist/ui/messages';
import { messages as german } from '../../locales/de.po';
import { messages as japanese } from '../../locales/ja.po';
import { renderPage } from '../../testing/render-page';
import { WatchlistPage } from './watchlist-page';

/** This remote's messages and the shared components' (status and media type words), as the page registers them. */
async function speak(locale: 'de' | 'ja', own: Messages) {
  const shared = await sharedMessages(locale);
  act(() => i18n.loadAndActivate({ locale, messages: { ...shared, ...own } }));
}

const ITEMS = [
  watchlistItem({
    id: 1,
    title: 'Alien',
    status: 'watched',
    vote_average: 8.5,
    release_date: '1979-05-25',
    addedAt: '2024-01-05T12:00:00.000Z',
    tags: ['cinema', 'classic', 'horror', 'space', 'ridley'],
  }),
  watchlistItem({
    id: 2,
    title: 'Brazil',
    media_type: 'tv',
    status: 'watching',
    addedAt: '2024-03-01T12:00:00.000Z',
    tags: ['satire', 'gilliam', 'dystopia', 'retro'],
  }),
];

afterEach(() => {
  act(() => i18n.activate('en'));
});

describe('the Watchlist in German', () => {
  it('shows the page, its counts, plurals and dates in German, then English again', async () => {
    await speak('de', german);
    renderPage(<WatchlistPage />, { items: ITEMS });
    expect(screen.getByRole('heading', { level: 1, name: 'Meine Merkliste' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meine Listen' })).toHaveAttribute('href', '/lists');
    expect(screen.getByRole('link', { name: 'Kalender' })).toHaveAttribute('href', '/calendar');
    const tiles = within(screen.getByRole('group', { name: 'Nach Status filtern' }));
    expect(tiles.getByRole('button', { name: 'Alle 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(tiles.getByRole('button', { name: 'Möchte ich sehen 0' })).toBeInTheDocument();
    expect(tiles.getByRole('button', { name: 'Gesehen 1' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Merkliste sortieren' })).toHaveDisplayValue(
      'Nach Hinzufügedatum sortieren',
    );
    // A card shows three tags, then says how many more: German's one and other forms.
    expect(screen.getByText('und 2 weitere')).toBeInTheDocument();
    expect(screen.getByText('und 1 weiterer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aktionen für Alien' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Listenansicht' }));
    const alien = screen.getByRole('article', { name: 'Alien' });
    expect(within(alien).getByText('Hinzugefügt: 5. Januar 2024')).toBeInTheDocument();
    expect(within(alien).getByRole('combobox', { name: 'Status von Alien' })).toHaveDisplayValue('Gesehen');
    expect(within(alien).getByRole('button', { name: 'Alien entfernen' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Brazil' })).getByText('Serie')).toBeInTheDocument();

    act(() => i18n.activate('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Alien' })).getByText('Added: January 5, 2024'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Watched 1' })).toBeInTheDocument();
  });
});

describe('the Watchlist in Japanese', () => {
  it('shows the page with one plural form and Japanese dates', async () => {
    await speak('ja', japanese);
    renderPage(<WatchlistPage />, { items: ITEMS });
    expect(screen.getByRole('heading', { level: 1, name: 'マイウォッチリスト' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'すべて 2' })).toBeInTheDocument();
    expect(screen.getByText('ほか2件')).toBeInTheDocument();
    expect(screen.getByText('ほか1件')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'リスト表示' }));
    expect(
      within(screen.getByRole('article', { name: 'Alien' })).getByText('追加日: 2024年1月5日'),
    ).toBeInTheDocument();
  });

  it('says an empty status in Japanese', async () => {
    await speak('ja', japanese);
    renderPage(<WatchlistPage />, { items: [ITEMS[0]!], search: 'filter=want_to_watch' });
    expect(screen.getByRole('heading', { name: '「見たい」の作品はありません' })).toBeInTheDocument();
  });

  it('says beside the PDF choice that the PDF is written in English', async () => {
    await speak('ja', japanese);
    renderPage(<WatchlistPage />, { items: ITEMS });
    await userEvent.click(screen.getByRole('button', { name: 'エクスポート / 共有' }));
    const panel = screen.getByRole('region', { name: 'エクスポート・共有・インポート' });
    const note = /^PDFは英語で作成されます。/;
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'エクスポート形式' }), 'csv');
    expect(within(panel).queryByText(note)).not.toBeInTheDocument();
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'エクスポート形式' }), 'pdf');
    expect(within(panel).getByText(note)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'エクスポート' })).toHaveAccessibleDescription(note);
  });

  it('has no such note in German, whose letters the PDF’s font has', async () => {
    await speak('de', german);
    renderPage(<WatchlistPage />, { items: ITEMS });
    await userEvent.click(screen.getByRole('button', { name: 'Exportieren / Teilen' }));
    const panel = screen.getByRole('region', { name: 'Exportieren, teilen und importieren' });
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Exportformat' }), 'pdf');
    expect(within(panel).queryByText(/Englisch/)).not.toBeInTheDocument();
  });
});
