import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { C, STORAGE_KEYS } from '@reelist/contracts';
import { watchlistItem } from '@reelist/testing';
import { renderPage } from '../../testing/render-page';
import { WatchlistPage } from '../watchlist';
import { COPY_CONFIRMATION_MS } from '@reelist/ui';
import { readSharedList } from './shared-list';

const ITEMS = [
  watchlistItem({ id: 1, title: 'Alien', status: 'watched' }),
  watchlistItem({ id: 2, title: 'Brazil', media_type: 'tv', status: 'watching' }),
  watchlistItem({ id: 3, title: 'Casablanca' }),
];

async function openShare(shareWatchlist: boolean) {
  const user = userEvent.setup();
  // After setup: user-event installs its own clipboard stub.
  const clipboard = { writeText: jest.fn(() => Promise.resolve()) };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  renderPage(<WatchlistPage />, { items: ITEMS, preferences: { shareWatchlist } });
  await user.click(screen.getByRole('button', { name: /Export \/ Share/ }));
  const panel = screen.getByRole('region', { name: 'Export, share and import' });
  await within(panel).findByRole('heading', { name: 'Share' });
  return { user, clipboard, panel: within(panel) };
}

const linkIn = async (panel: ReturnType<typeof within>) =>
  ((await panel.findByRole('textbox', { name: /Link to your list/ })) as HTMLInputElement).value;

describe('share panel', () => {
  it('explains that sharing is off and links to Preferences', async () => {
    const { panel } = await openShare(false);
    expect(panel.getByText(/Sharing is off\./)).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Preferences' })).toHaveAttribute('href', '/preferences');
    expect(panel.queryByRole('button', { name: 'Share link' })).not.toBeInTheDocument();
  });

  it('makes a link of the chosen list, copies it (confirmed for 2 s) and draws its QR code', async () => {
    const { user, clipboard, panel } = await openShare(true);
    await user.selectOptions(panel.getByRole('combobox', { name: 'List to share' }), 'Watching (1)');
    await user.click(panel.getByRole('button', { name: 'Share link' }));
    const url = await linkIn(panel);
    expect(url).toMatch(/^http:\/\/localhost\/shared#1\.[A-Za-z0-9_-]+$/);
    expect(panel.getByText(/Link to your list \(1 item, \d\.\d KB\)/)).toBeInTheDocument();
    const read = await readSharedList(new URL(url).hash);
    expect(read).toEqual({
      ok: true,
      list: { filter: 'watching', items: [{ id: 2, media_type: 'tv', status: 'watching', title: 'Brazil' }] },
    });
    expect(await panel.findByRole('img', { name: 'QR code of the link' })).toBeInTheDocument();

    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      await act(async () => {
        panel.getByRole('button', { name: 'Copy link' }).click();
        await Promise.resolve();
      });
      expect(clipboard.writeText).toHaveBeenCalledWith(url);
      expect(panel.getByRole('button', { name: 'Link copied!' })).toBeInTheDocument();
      expect(panel.getByText('Link copied to clipboard')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(COPY_CONFIRMATION_MS));
      expect(panel.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('includes ratings and reviews only when ticked', async () => {
    const { user, panel } = await openShare(true);
    // After the page started from empty storage; the ratings store reads storage when first asked.
    localStorage.setItem(
      STORAGE_KEYS.ratings,
      JSON.stringify({ movie_1: [{ user: C.LOCAL_USER, rating: 5, createdAt: '2024-01-01T00:00:00.000Z' }] }),
    );
    await user.click(panel.getByRole('button', { name: 'Share link' }));
    const plain = await readSharedList(new URL(await linkIn(panel)).hash);
    expect(plain.list.items.find((item) => item.id === 1)?.rating).toBeUndefined();
    await user.click(panel.getByRole('checkbox', { name: 'Include ratings and reviews' }));
    expect(panel.queryByRole('textbox', { name: /Link to your list/ })).not.toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Share link' }));
    const rated = await readSharedList(new URL(await linkIn(panel)).hash);
    expect(rated.list.items.find((item) => item.id === 1)?.rating).toBe(5);
  });
});
