import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderShell } from '../test/render-shell';
import { AppErrorBoundary } from './app-error-boundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('Render failed for http://tmdb.test/3/movie/1?api_key=tmdb-secret-key-123');
  return <p>All good</p>;
}

function Harness({ onGoHome = () => undefined }: { onGoHome?: () => void }) {
  const [page, setPage] = useState('/a');
  return (
    <>
      <button type="button" onClick={() => setPage('/b')}>
        other page
      </button>
      <AppErrorBoundary resetKey={page} onGoHome={onGoHome}>
        <Fragile />
      </AppErrorBoundary>
    </>
  );
}

const writeText = jest.fn<Promise<void>, [string]>();
const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);

beforeEach(() => {
  shouldThrow = true;
  writeText.mockReset().mockResolvedValue(undefined);
  alert.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.mocked(console.error).mockRestore());

describe('AppErrorBoundary', () => {
  it('shows the error screen, and Try Again renders the page again', async () => {
    renderShell(<Harness />);
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('Go Home resets and navigates home', async () => {
    const onGoHome = jest.fn(() => {
      shouldThrow = false;
    });
    renderShell(<Harness onGoHome={onGoHome} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(onGoHome).toHaveBeenCalledTimes(1);
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('clears the error when the visitor moves to another page', async () => {
    renderShell(<Harness />);
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'other page' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('Report Error copies a report without API keys and confirms', async () => {
    renderShell(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Report Error' }));
    await act(async () => undefined);
    expect(writeText).toHaveBeenCalledTimes(1);
    const report = writeText.mock.calls[0]?.[0] ?? '';
    expect(JSON.parse(report)).toMatchObject({ message: expect.stringContaining('api_key=[redacted]') });
    expect(report).not.toContain('tmdb-secret-key-123');
    expect(alert).toHaveBeenCalledWith('Error report copied to clipboard');
  });

  it('Report Error says so when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderShell(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Report Error' }));
    await act(async () => undefined);
    expect(alert).toHaveBeenCalledWith('Failed to copy error report');
  });
});
