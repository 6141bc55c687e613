import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AppLink } from './app-link';
import { NavigationProvider, useRoute } from './navigation-context';
import type { NavigationApi } from './navigation-context';

function makeNavigation(): NavigationApi & { navigate: jest.Mock } {
  return {
    pathname: '/movie/5',
    params: { id: '5' },
    searchParams: new URLSearchParams('q=heat'),
    navigate: jest.fn(),
    setSearchParams: jest.fn(),
  };
}
const withNavigation =
  (navigation: NavigationApi) =>
  ({ children }: { children: ReactNode }) => <NavigationProvider value={navigation}>{children}</NavigationProvider>;

describe('useRoute', () => {
  it('returns what the provider gives', () => {
    const navigation = makeNavigation();
    const { result } = renderHook(() => useRoute(), { wrapper: withNavigation(navigation) });
    expect(result.current.params.id).toBe('5');
    expect(result.current.searchParams.get('q')).toBe('heat');
  });

  it('throws a clear error outside a provider', () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useRoute())).toThrow('useRoute must be used within a NavigationProvider');
    errorSpy.mockRestore();
  });
});

describe('AppLink', () => {
  it('renders a real link and navigates in-app on a plain left click', async () => {
    const navigation = makeNavigation();
    render(
      <AppLink to="/watchlist" className="nav">
        Watchlist
      </AppLink>,
      { wrapper: withNavigation(navigation) },
    );
    const link = screen.getByRole('link', { name: 'Watchlist' });
    expect(link).toHaveAttribute('href', '/watchlist');
    expect(link).toHaveClass('nav');
    await userEvent.click(link);
    expect(navigation.navigate).toHaveBeenCalledWith('/watchlist', { replace: undefined });
  });

  it('passes replace', async () => {
    const navigation = makeNavigation();
    render(
      <AppLink to="/" replace>
        Home
      </AppLink>,
      { wrapper: withNavigation(navigation) },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(navigation.navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    'leaves %j clicks to the browser',
    (init) => {
      const navigation = makeNavigation();
      render(<AppLink to="/search">Search</AppLink>, { wrapper: withNavigation(navigation) });
      fireEvent.click(screen.getByRole('link', { name: 'Search' }), init);
      expect(navigation.navigate).not.toHaveBeenCalled();
    },
  );

  it('leaves new-tab targets, downloads and prevented clicks to the browser', () => {
    const navigation = makeNavigation();
    const onClick = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <>
        <AppLink to="/a" target="_blank" rel="noopener">
          New tab
        </AppLink>
        <AppLink to="/b" download>
          Download
        </AppLink>
        <AppLink to="/c" onClick={onClick}>
          Handled
        </AppLink>
        <AppLink to="/d" target="_self">
          Same tab
        </AppLink>
      </>,
      { wrapper: withNavigation(navigation) },
    );
    fireEvent.click(screen.getByRole('link', { name: 'New tab' }));
    fireEvent.click(screen.getByRole('link', { name: 'Download' }));
    fireEvent.click(screen.getByRole('link', { name: 'Handled' }));
    fireEvent.click(screen.getByRole('link', { name: 'Same tab' }));
    expect(onClick).toHaveBeenCalled();
    expect(navigation.navigate.mock.calls).toEqual([['/d', { replace: undefined }]]);
  });

  it('is a plain link without a provider', () => {
    render(<AppLink to="/x">Plain</AppLink>);
    const link = screen.getByRole('link', { name: 'Plain' });
    expect(fireEvent.click(link)).toBe(true);
  });
});
