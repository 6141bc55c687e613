import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@reelist/event-bus';
import { resetStorageMemory } from '@reelist/testing';
import { useWatchlist } from '@reelist/state';
import type { Title } from '@reelist/contracts';
import { preloadRemotePage } from '../remotes/remote-registry';
import { setPendingUpdate } from '../pwa/update-store';
import { renderShell } from '../test/render-shell';
import { Header } from './header';
import { badgeLabel } from './nav-links';

jest.mock('../remotes/remote-registry', () => ({ preloadRemotePage: jest.fn() }));

beforeEach(() => {
  localStorage.clear();
  resetStorageMemory();
  document.documentElement.classList.remove('dark');
  jest.mocked(preloadRemotePage).mockClear();
});
afterEach(() => {
  act(() => {
    bus.publish('connectivity:changed', { online: true });
    setPendingUpdate(null);
  });
});

const title = (id: number): Title => ({ id, title: `Movie ${id}`, media_type: 'movie' }) as Title;

function AddButton({ n }: { n: number }) {
  const { add } = useWatchlist();
  return (
    <button type="button" onClick={() => Array.from({ length: n }, (_, i) => add(title(i + 1)))}>
      add {n}
    </button>
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Header', () => {
  it('lists the links in the spec order and marks the active one', () => {
    renderShell(<Header />, { path: '/analytics' });
    const links = within(nav()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Home',
      'Search',
      'Recommendations',
      'Watchlist',
      'Analytics',
      'Preferences',
    ]);
    expect(within(nav()).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Reelist' })).toHaveAttribute('href', '/');
  });

  it('shows the watchlist count badge only when the list is not empty, live', async () => {
    renderShell(
      <>
        <Header />
        <AddButton n={3} />
      </>,
    );
    expect(within(nav()).getByRole('link', { name: 'Watchlist' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'add 3' }));
    expect(within(nav()).getByRole('link', { name: /^Watchlist\s*, 3 items$/ })).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('caps the badge at 99+', async () => {
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
    renderShell(
      <>
        <Header />
        <AddButton n={120} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'add 120' }));
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('warms the target remote when a link is hovered or focused', async () => {
    renderShell(<Header />);
    await userEvent.hover(screen.getByRole('link', { name: 'Analytics' }));
    expect(preloadRemotePage).toHaveBeenCalledWith('mf_insights', 'AnalyticsPage');
    act(() => screen.getByRole('link', { name: 'Watchlist' }).focus());
    expect(preloadRemotePage).toHaveBeenCalledWith('mf_watchlist', 'WatchlistPage');
  });

  it('toggles the mobile menu, closing it after navigation', async () => {
    renderShell(<Header />);
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Search' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('location')).toHaveTextContent('/search');
  });

  it('closes the mobile menu on Escape', async () => {
    renderShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles the phone search box with the search button', async () => {
    renderShell(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open search' });
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.getByRole('button', { name: 'Open search' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('labels the theme toggle with the theme it switches to', async () => {
    renderShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('reelist_theme')).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });

  it('shows the offline indicator while offline', () => {
    renderShell(<Header />);
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
    act(() => window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent('Offline');
    act(() => window.dispatchEvent(new Event('online')));
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
  });

  it('offers Update when a new version waits', async () => {
    renderShell(<Header />);
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    const apply = jest.fn();
    act(() => setPendingUpdate(apply));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
