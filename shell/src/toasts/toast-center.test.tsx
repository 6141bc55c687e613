import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBus } from '@reelist/event-bus';
import { C, STORAGE_KEYS } from '@reelist/contracts';
import { ToastCenter } from './toast-center';
import { STORAGE_RECOVERED_MESSAGE, createToastQueue, storageWriteFailedMessage } from '../services/toast-queue';

const setup = () => {
  const bus = createBus({ target: new EventTarget() });
  const queue = createToastQueue(bus);
  render(<ToastCenter queue={queue} />);
  return { bus, queue };
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ToastCenter', () => {
  it('shows bus toasts in a polite live region and closes them after 5 s', () => {
    const { bus } = setup();
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => bus.publish('toast:show', { message: 'Saved', kind: 'success' }));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(C.TOAST_AUTO_CLOSE_MS - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('can be closed before it closes itself', async () => {
    const { bus } = setup();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    act(() => bus.publish('toast:show', { message: 'Hello', kind: 'info' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });

  it('keeps a sticky toast until it is dismissed, by the visitor or by the bus', async () => {
    const { bus } = setup();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    act(() => bus.publish('toast:show', { message: 'Not saved', kind: 'error', sticky: true }));
    act(() => jest.advanceTimersByTime(C.TOAST_AUTO_CLOSE_MS * 10));
    expect(screen.getByText('Not saved')).toBeInTheDocument();
    act(() => bus.publish('toast:dismiss', { message: 'Not saved' }));
    expect(screen.queryByText('Not saved')).not.toBeInTheDocument();
    act(() => bus.publish('toast:show', { message: 'Not saved', kind: 'error', sticky: true }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Not saved')).not.toBeInTheDocument();
  });

  it('stacks different toasts and restarts a repeated one', () => {
    const { bus } = setup();
    act(() => bus.publish('toast:show', { message: 'One', kind: 'info' }));
    act(() => jest.advanceTimersByTime(3000));
    act(() => {
      bus.publish('toast:show', { message: 'Two', kind: 'info' });
      bus.publish('toast:show', { message: 'One', kind: 'info' });
    });
    expect(screen.getAllByText('One')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByText('One')).toBeInTheDocument();
    expect(screen.getByText('Two')).toBeInTheDocument();
  });

  // Storage announces only the failed saves nobody else reports (its tests check the watchlist is not announced).
  it('tells the visitor about recovered data and failed saves', () => {
    const { bus } = setup();
    act(() => bus.publish('storage:recovered', { key: 'reelist_theme', backupKey: 'reelist_theme__backup' }));
    expect(screen.getByText(STORAGE_RECOVERED_MESSAGE)).toBeInTheDocument();
    expect(STORAGE_RECOVERED_MESSAGE).toBe('Some saved data could not be read and was reset. A backup was kept.');
    act(() => bus.publish('storage:write-failed', { key: STORAGE_KEYS.reviews, reason: 'quota' }));
    expect(screen.getByText(storageWriteFailedMessage('quota'))).toBeInTheDocument();
  });

  it('stops listening and clears its timers when stopped', () => {
    const bus = createBus({ target: new EventTarget() });
    const queue = createToastQueue(bus);
    bus.publish('toast:show', { message: 'A', kind: 'info' });
    queue.stop();
    bus.publish('toast:show', { message: 'B', kind: 'info' });
    expect(queue.getToasts().map((t) => t.message)).toEqual(['A']);
    expect(jest.getTimerCount()).toBe(0);
  });
});
