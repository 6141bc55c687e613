import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus as pageBus, createBus } from '@reelist/event-bus';
import { C, STORAGE_KEYS } from '@reelist/contracts';
import { loadWatchLog } from '@reelist/storage';
import { configureStorage, freshStorageEachTest, noRoomForBackups } from '@reelist/testing';
import { ToastCenter } from './toast-center';
import { storageRecoveredMessage, createToastQueue } from '../services/toast-queue';

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

  it('keeps a sticky toast until the visitor closes it, and says on the bus that they did', async () => {
    const { bus } = setup();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const closed = jest.fn();
    bus.on('toast:closed').subscribe(closed);
    const message = 'New from Ada Vance: Lighthouse, June 12, 1998';
    act(() => bus.publish('toast:show', { message, kind: 'info', sticky: true }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    const news = within(region).getByRole('status');
    expect(news).toHaveTextContent(message);
    act(() => jest.advanceTimersByTime(C.TOAST_AUTO_CLOSE_MS * 10));
    await user.click(within(news).getByRole('button', { name: 'Dismiss notification' }));
    expect(closed).toHaveBeenCalledWith({ message });
    expect(screen.queryByText(message)).not.toBeInTheDocument();
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

  it('tells the visitor about recovered data', () => {
    const { bus } = setup();
    act(() => bus.publish('storage:recovered', { key: 'reelist_theme', backupKey: 'reelist_theme__backup' }));
    expect(screen.getByText(storageRecoveredMessage())).toBeInTheDocument();
    expect(storageRecoveredMessage()).toBe('Some saved data could not be read and was reset. A backup was kept.');
  });

  it('names the data of a failed save; a change kept in memory stays announced until a later write stores it', () => {
    const { bus } = setup();
    act(() =>
      bus.publish('storage:write-failed', {
        key: STORAGE_KEYS.watchlist,
        label: 'watchlist',
        reason: 'quota',
        kept: true,
      }),
    );
    const unsaved = 'Could not save your watchlist: storage is full. Your changes are kept for this session.';
    expect(screen.getByRole('alert')).toHaveTextContent(unsaved);
    act(() => jest.advanceTimersByTime(C.TOAST_AUTO_CLOSE_MS * 10));
    expect(screen.getByText(unsaved)).toBeInTheDocument();
    act(() => bus.publish('storage:saved', { key: STORAGE_KEYS.reviews }));
    expect(screen.getByText(unsaved)).toBeInTheDocument();
    act(() => bus.publish('storage:saved', { key: STORAGE_KEYS.watchlist }));
    expect(screen.queryByText(unsaved)).not.toBeInTheDocument();
    act(() =>
      bus.publish('storage:write-failed', {
        key: STORAGE_KEYS.viewHistory,
        label: 'viewing history',
        reason: 'unavailable',
        kept: true,
      }),
    );
    expect(
      screen.getByText(
        'Could not save your viewing history: browser storage is unavailable. Your changes are kept for this session.',
      ),
    ).toBeInTheDocument();
  });

  it('says a change that was not kept was not kept, and closes that like any other notification', () => {
    const { bus } = setup();
    act(() =>
      bus.publish('storage:write-failed', {
        key: STORAGE_KEYS.watchLog,
        label: 'watch log',
        reason: 'quota',
        kept: false,
      }),
    );
    const refused = 'Could not save your watch log: storage is full. The change was not kept.';
    expect(screen.getByRole('alert')).toHaveTextContent(refused);
    act(() => jest.advanceTimersByTime(C.TOAST_AUTO_CLOSE_MS));
    expect(screen.queryByText(refused)).not.toBeInTheDocument();
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

describe('ToastCenter: stored data that can be neither read nor backed up', () => {
  freshStorageEachTest();
  // A watch log of many viewings whose last character was cut off, and no room left for a second copy of it.
  const UNREADABLE = `{"v":1,"e":[${'[550,"m","2024-01-01T20:00:00.000Z",0,0,"reelist"],'.repeat(200)}[550,"m"`;
  const KEPT =
    'Your watch log could not be read, and there is no room to back it up. It is kept as it was, and nothing will ' +
    'be saved over it until you reset it. Download it first to keep a copy.';
  let queue: ReturnType<typeof createToastQueue>;

  beforeEach(async () => {
    localStorage.setItem(STORAGE_KEYS.watchLog, UNREADABLE);
    configureStorage({ local: noRoomForBackups() });
    queue = createToastQueue(pageBus);
    render(<ToastCenter queue={queue} />);
    const { watchLogStore } = await loadWatchLog();
    act(() => void watchLogStore.getSnapshot());
  });
  afterEach(() => queue.stop());

  const alert = () => screen.getByRole('alert');
  const readText = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });

  it('says so, with no word of a backup, and stays until the visitor decides', () => {
    expect(alert()).toHaveTextContent(KEPT);
    expect(screen.queryByText(storageRecoveredMessage())).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(C.TOAST_AUTO_CLOSE_MS * 10));
    expect(alert()).toHaveTextContent(KEPT);
  });

  it('"Download it" saves the stored value as it is to a file and keeps it stored, untouched', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const files: Array<{ blob: Blob; name: string }> = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:reelist/kept'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = (URL.createObjectURL as jest.Mock).mock.calls.at(-1)?.[0] as Blob;
      files.push({ blob, name: this.download });
    });
    await user.click(await within(alert()).findByRole('button', { name: 'Download it' }));
    click.mockRestore();
    expect(files.map((file) => file.name)).toEqual(['reelist_watch_log.txt']);
    // jsdom reads files on real timers.
    jest.useRealTimers();
    expect(await readText(files[0]!.blob)).toBe(UNREADABLE);
    expect(screen.getByText('Downloaded your watch log as reelist_watch_log.txt.')).toBeInTheDocument();
    expect(alert()).toHaveTextContent(KEPT);
    expect(localStorage.getItem(STORAGE_KEYS.watchLog)).toBe(UNREADABLE);
  });

  it('"Reset it" asks first; once confirmed, storage takes what could be read and the app saves again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(await within(alert()).findByRole('button', { name: 'Reset it' }));
    expect(confirm).toHaveBeenCalledWith(
      'Reset your watch log? The part that could not be read will be lost, unless you downloaded it.',
    );
    expect(localStorage.getItem(STORAGE_KEYS.watchLog)).toBe(UNREADABLE);
    confirm.mockReturnValue(true);
    await user.click(await within(alert()).findByRole('button', { name: 'Reset it' }));
    confirm.mockRestore();
    expect(screen.queryByText(KEPT)).not.toBeInTheDocument();
    expect(screen.getByText('Your watch log was reset.')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.watchLog)).toBe('{"v":1,"e":[]}');
    const { watchLogStore } = await loadWatchLog();
    const written = watchLogStore.recordViewing(550, 'movie');
    watchLogStore.flush();
    await expect(written).resolves.toEqual({ ok: true });
  });
});
