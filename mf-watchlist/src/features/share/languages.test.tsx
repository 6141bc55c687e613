import { i18n } from '@reelist/i18n';
import type { Messages } from '@reelist/i18n';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearApiCache } from '@reelist/api';
import { watchlistItem } from '@reelist/testing';
import { messages as german } from '../../locales/de.po';
import { messages as japanese } from '../../locales/ja.po';
import { renderPage } from '../../testing/render-page';
import { fakeTmdb, movie, show } from '../../testing/fake-tmdb';
import { SHARE_LIMITS, SHARE_MESSAGES } from './constants';
import { listLinkFragment } from './list-link';
import { sharedListFragment } from './shared-list';
import { SharedPage } from './shared-page';

const SHARED = [
  watchlistItem({ id: 550, title: 'Fight Club', status: 'watched' }),
  watchlistItem({ id: 1396, title: 'Breaking Bad', media_type: 'tv', status: 'watching' }),
  watchlistItem({ id: 603, title: 'The Matrix' }),
];

const speak = (locale: string, messages: Messages) => act(() => i18n.loadAndActivate({ locale, messages }));

async function open(fragment: string) {
  clearApiCache();
  fakeTmdb({
    'movie/550': { body: movie(550, 'Fight Club', '1999-10-15') },
    'tv/1396': { body: show(1396, 'Breaking Bad', '2008-01-20') },
    'movie/603': { body: movie(603, 'The Matrix', '1999-03-31') },
  });
  window.history.replaceState(null, '', `/shared#${fragment}`);
  await act(async () => {
    renderPage(<SharedPage />, { items: [watchlistItem({ id: 603, title: 'The Matrix', status: 'watched' })] });
  });
}

afterEach(() => {
  act(() => i18n.activate('en'));
});

describe('sharing in another language', () => {
  it('shows a shared watchlist in German, with its plurals, and in English again on a switch', async () => {
    await speak('de', german);
    await open(await sharedListFragment(SHARED, { filter: 'all' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Geteilte Merkliste' })).toBeInTheDocument();
    expect(screen.getByText('3 Titel')).toBeInTheDocument();
    expect(screen.getByText('1 schon auf deiner Merkliste')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Geteilte Titel' });
    expect(within(list).getByRole('button', { name: 'Fight Club hinzufügen' })).toHaveTextContent('Hinzufügen');
    await userEvent.click(screen.getByRole('button', { name: 'Alle zu meiner Merkliste hinzufügen' }));
    expect(await screen.findByText('2 Titel zu deiner Merkliste hinzugefügt.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle sind schon auf deiner Merkliste' })).toBeDisabled();

    act(() => i18n.activate('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Shared watchlist' })).toBeInTheDocument();
    expect(screen.getByText('3 titles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All of these are in your watchlist' })).toBeDisabled();
  });

  it('shows a shared list in Japanese, with its one plural form', async () => {
    await speak('ja', japanese);
    const fragment = await listLinkFragment(
      {
        name: 'ホラー',
        description: '',
        ranked: true,
        items: [
          { media_type: 'movie', id: 550, title: 'Fight Club', poster_path: '/p.jpg', year: 1999, addedAt: '' },
          { media_type: 'movie', id: 603, title: 'The Matrix', poster_path: '/q.jpg', year: 1999, addedAt: '' },
        ],
      },
      { posters: true },
    );
    await open(fragment);
    expect(await screen.findByRole('heading', { level: 1, name: 'ホラー' })).toBeInTheDocument();
    expect(screen.getByText('2作品')).toBeInTheDocument();
    expect(screen.getByText('ランキング')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '共有された作品' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'マイリストとして保存' })).toBeInTheDocument();
  });

  it('says what a link holds with the language’s plural and digit grouping; English stays word for word', async () => {
    expect(SHARE_MESSAGES.cut(6_000, SHARE_LIMITS.items)).toBe(
      'This link holds 6,000 titles; the first 5,000 are shown.',
    );
    await speak('de', german);
    expect(SHARE_MESSAGES.cut(6_000, SHARE_LIMITS.items)).toBe(
      'Dieser Link enthält 6.000 Titel; die ersten 5.000 werden angezeigt.',
    );
    expect(SHARE_MESSAGES.damaged).toBe('Dieser Link zur geteilten Liste ist unvollständig oder beschädigt');
    await speak('ja', japanese);
    expect(SHARE_MESSAGES.cut(6_000, SHARE_LIMITS.items)).toBe(
      'このリンクには6,000作品が含まれています。最初の5,000作品を表示しています。',
    );
  });
});
