import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { searchMulti } from '@reelist/api';
import { renderShell } from '../test/render-shell';
import { HeaderSearch } from './header-search';
import { searchPath } from './use-header-search';

jest.mock('@reelist/api', () => ({ ...jest.requireActual('@reelist/api'), searchMulti: jest.fn() }));
const search = jest.mocked(searchMulti);

function Box({ onDone = () => undefined, onShortcut = () => undefined }) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <>
      <HeaderSearch id="s" open inputRef={ref} onDone={onDone} onShortcut={onShortcut} />
      <button type="button">elsewhere</button>
    </>
  );
}

const input = () => screen.getByRole('searchbox', { name: 'Search movies and TV shows' });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  jest.useFakeTimers();
  search.mockReset().mockResolvedValue({ page: 1, results: [], total_pages: 0, total_results: 0 });
});
afterEach(() => jest.useRealTimers());

const setup = (props?: Parameters<typeof Box>[0], path = '/') => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderShell(<Box {...props} />, { path });
  return user;
};

describe('HeaderSearch', () => {
  it('shows the placeholder and the Ctrl K hint', () => {
    setup();
    expect(input()).toHaveAttribute('placeholder', 'Search movies and TV shows...');
    expect(screen.getByText('Ctrl K')).toBeInTheDocument();
  });

  it('debounces typing by 300 ms, showing a spinner until the prefetch is done', async () => {
    const user = setup();
    await user.type(input(), ' dune ');
    expect(screen.getByRole('status', { name: 'Searching...' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(299));
    expect(search).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('dune');
    expect(screen.queryByRole('status', { name: 'Searching...' })).not.toBeInTheDocument();
  });

  it('submits the trimmed, URL-encoded term to /search', async () => {
    const onDone = jest.fn();
    const user = setup({ onDone });
    await user.type(input(), '  Star Wars & more {Enter}');
    expect(location()).toBe('/search?q=Star%20Wars%20%26%20more');
    expect(searchPath(' a/b ')).toBe('/search?q=a%2Fb');
    expect(onDone).toHaveBeenCalled();
    expect(input()).not.toHaveFocus();
  });

  it('ignores a blank or whitespace-only submit', async () => {
    const user = setup();
    await user.type(input(), '   {Enter}');
    expect(location()).toBe('/');
    act(() => jest.advanceTimersByTime(1000));
    expect(search).not.toHaveBeenCalled();
  });

  it('shows the Enter hint while focused with text, and a clear button', async () => {
    const user = setup();
    await user.type(input(), 'alien');
    expect(screen.getByText('Press Enter to search for "alien"')).toBeInTheDocument();
    expect(input()).toHaveAccessibleDescription('Press Enter to search for "alien"');
    expect(screen.queryByText('Ctrl K')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Press Enter/)).not.toBeInTheDocument();
  });

  it('hides the hint when the box loses focus', async () => {
    const user = setup();
    await user.type(input(), 'alien');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByText(/Press Enter/)).not.toBeInTheDocument();
  });

  it('focuses on Ctrl+K and Cmd+K', async () => {
    const onShortcut = jest.fn();
    const user = setup({ onShortcut });
    await user.keyboard('{Control>}k{/Control}');
    expect(input()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    await user.keyboard('{Meta>}K{/Meta}');
    expect(input()).toHaveFocus();
    expect(onShortcut).toHaveBeenCalledTimes(2);
  });

  it('clears and blurs on Escape, cancelling the pending search', async () => {
    const user = setup();
    await user.type(input(), 'heat');
    await user.keyboard('{Escape}');
    expect(input()).toHaveValue('');
    expect(input()).not.toHaveFocus();
    act(() => jest.advanceTimersByTime(1000));
    expect(search).not.toHaveBeenCalled();
    expect(screen.queryByRole('status', { name: 'Searching...' })).not.toBeInTheDocument();
  });

  it('keeps working when the prefetch fails', async () => {
    search.mockRejectedValue(new Error('Failed to search content'));
    const user = setup();
    await user.type(input(), 'x');
    await act(async () => jest.advanceTimersByTime(300));
    expect(screen.queryByRole('status', { name: 'Searching...' })).not.toBeInTheDocument();
  });
});
