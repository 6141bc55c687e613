import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { resetStorageMemory } from '@reelist/testing';
import { ThemeProvider, useTheme } from './theme-provider';

const wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider>{children}</ThemeProvider>;
const root = document.documentElement;

/** A controllable `(prefers-color-scheme: dark)` media query. */
function mockSystemScheme(initialDark: boolean, legacy = false) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initialDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: legacy ? undefined : (_: string, cb: () => void) => listeners.add(cb),
    removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
    addListener: (cb: () => void) => listeners.add(cb),
    removeListener: (cb: () => void) => listeners.delete(cb),
  };
  window.matchMedia = jest.fn(() => list as unknown as MediaQueryList);
  return {
    setDark(dark: boolean) {
      list.matches = dark;
      listeners.forEach((cb) => cb());
    },
    listenerCount: () => listeners.size,
  };
}

const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  localStorage.clear();
  resetStorageMemory();
  root.className = '';
  root.style.colorScheme = '';
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('useTheme', () => {
  it('throws outside its provider', () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useTheme())).toThrow('useTheme must be used within a ThemeProvider');
    errorSpy.mockRestore();
  });

  it('defaults to light with auto theme off', () => {
    mockSystemScheme(true);
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current).toMatchObject({ theme: 'light', autoTheme: false, resolvedTheme: 'light' });
    expect(root).not.toHaveClass('dark');
    expect(root.style.colorScheme).toBe('light');
  });

  it('applies dark and persists it', () => {
    const { result } = renderHook(() => useTheme(), { wrapper });
    act(() => result.current.setTheme('dark'));
    expect(root).toHaveClass('dark');
    expect(localStorage.getItem('reelist_theme')).toBe('dark');
  });

  it('toggles between light and dark from a button', async () => {
    function Toggle() {
      const { resolvedTheme, toggleTheme } = useTheme();
      const label = resolvedTheme === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
      return <button onClick={toggleTheme}>{label}</button>;
    }
    render(<Toggle />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(root).toHaveClass('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(root).not.toHaveClass('dark');
  });

  it('follows the system scheme live when auto theme is on, and toggling turns it off', () => {
    const system = mockSystemScheme(false);
    const { result } = renderHook(() => useTheme(), { wrapper });
    act(() => result.current.setAutoTheme(true));
    expect(localStorage.getItem('reelist_auto_theme')).toBe('true');
    expect(root).not.toHaveClass('dark');
    act(() => system.setDark(true));
    expect(result.current.resolvedTheme).toBe('dark');
    expect(root).toHaveClass('dark');
    act(() => result.current.toggleTheme());
    expect(result.current).toMatchObject({ theme: 'light', autoTheme: false, resolvedTheme: 'light' });
  });

  it("follows the system scheme for theme 'system' (legacy listener API too)", () => {
    const system = mockSystemScheme(true, true);
    localStorage.setItem('reelist_theme', 'system');
    const { result, unmount } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.resolvedTheme).toBe('dark');
    act(() => system.setDark(false));
    expect(root).not.toHaveClass('dark');
    unmount();
    expect(system.listenerCount()).toBe(0);
  });

  it("applies another tab's theme live", () => {
    const { result } = renderHook(() => useTheme(), { wrapper });
    localStorage.setItem('reelist_theme', 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'reelist_theme', newValue: 'dark' }));
    });
    expect(result.current.theme).toBe('dark');
    expect(root).toHaveClass('dark');
  });

  it('treats a missing matchMedia as a light system', () => {
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    localStorage.setItem('reelist_theme', 'system');
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.resolvedTheme).toBe('light');
  });
});
