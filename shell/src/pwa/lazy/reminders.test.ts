import { STORAGE_KEYS } from '@reelist/contracts';
import { freshStorageEachTest } from '@reelist/testing';
import { checkArrivals } from './arrivals';
import type { ArrivalsEnv } from './arrivals';
import { checkReminders } from './reminders';
import { startArrivalsLater } from './start-arrivals-later';

freshStorageEachTest();

const reminder = (key: string, day: string, done = false) => ({
  key,
  day,
  media_type: 'tv' as const,
  id: 1399,
  title: 'Westeros',
  detail: `${key} · The Rains`,
  done,
});
const stored = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.reminders) ?? '[]') as Array<{ key: string; done: boolean }>;

function setup({
  subscribed = true,
  permission = 'granted' as NotificationPermission,
  at = new Date(2026, 10, 28, 9),
} = {}) {
  const showNotification = jest.fn().mockResolvedValue(undefined);
  const registration = {
    showNotification,
    pushManager: { getSubscription: () => Promise.resolve(subscribed ? {} : null) },
  } as unknown as ServiceWorkerRegistration;
  const env: ArrivalsEnv = {
    permission: () => permission,
    registration: () => Promise.resolve(registration),
    onWorkerMessage: () => undefined,
    now: () => at.getTime(),
  };
  return { env, showNotification };
}

describe('checkReminders', () => {
  beforeEach(() =>
    localStorage.setItem(
      STORAGE_KEYS.reminders,
      JSON.stringify([
        reminder('S2E4', '2026-11-27'),
        reminder('S2E5', '2026-11-28'),
        reminder('S2E6', '2026-11-29'),
        reminder('S2E7', '2026-11-28', true),
      ]),
    ),
  );

  it("shows each of today's reminders once, opening the title, and marks it done", async () => {
    const { env, showNotification } = setup();
    expect((await checkReminders(env)).map((r) => r.key)).toEqual(['S2E5']);
    expect(showNotification).toHaveBeenCalledTimes(1);
    expect(showNotification).toHaveBeenCalledWith(
      'Today: Westeros',
      expect.objectContaining({
        body: 'S2E5 · The Rains',
        tag: 'reminder-S2E5',
        data: { url: '/tv/1399' },
      }),
    );
    expect(stored().map(({ key, done }) => [key, done])).toEqual([
      ['S2E4', false],
      ['S2E5', true],
      ['S2E6', false],
      ['S2E7', true],
    ]);
    // The next run of the day (a reload, the worker's sync) shows nothing again.
    expect(await checkArrivals(env)).toBeNull();
    expect(showNotification).toHaveBeenCalledTimes(1);
  });

  it("takes the visitor's own calendar day, not the UTC one", async () => {
    // The visitor's clock in Samoa (UTC-11): Jest's process keeps its own zone, so the local readers are moved.
    const samoa = (date: Date) => new Date(date.getTime() - 11 * 3_600_000);
    const spies = [
      jest.spyOn(Date.prototype, 'getFullYear').mockImplementation(function (this: Date) {
        return samoa(this).getUTCFullYear();
      }),
      jest.spyOn(Date.prototype, 'getMonth').mockImplementation(function (this: Date) {
        return samoa(this).getUTCMonth();
      }),
      jest.spyOn(Date.prototype, 'getDate').mockImplementation(function (this: Date) {
        return samoa(this).getUTCDate();
      }),
    ];
    try {
      // 23:30 on the 28th in Samoa is already the 29th in UTC: the 28th's reminder is the one due.
      const { env, showNotification } = setup({ at: new Date('2026-11-29T10:30:00Z') });
      await checkReminders(env);
      expect(showNotification).toHaveBeenCalledTimes(1);
      expect(showNotification).toHaveBeenCalledWith(
        'Today: Westeros',
        expect.objectContaining({ body: 'S2E5 · The Rains' }),
      );
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });

  it('shows nothing and keeps the reminder due while notifications are off', async () => {
    for (const off of [{ subscribed: false }, { permission: 'denied' as NotificationPermission }]) {
      const { env, showNotification } = setup(off);
      expect(await checkReminders(env)).toEqual([]);
      expect(showNotification).not.toHaveBeenCalled();
    }
    expect(stored().find((r) => r.key === 'S2E5')?.done).toBe(false);
  });

  it('keeps a reminder whose notification failed due, for the next run', async () => {
    const { env, showNotification } = setup();
    showNotification.mockRejectedValueOnce(new Error('no'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await checkReminders(env)).toEqual([]);
    warn.mockRestore();
    expect(stored().find((r) => r.key === 'S2E5')?.done).toBe(false);
  });

  it('loads the daily check for a visitor with a reminder set, even without services or people', () => {
    const load = jest.fn(() => Promise.resolve({ startArrivals: jest.fn() }));
    startArrivalsLater(load as never);
    expect(load).toHaveBeenCalledTimes(1);
    localStorage.setItem(STORAGE_KEYS.reminders, '[]');
    startArrivalsLater(load as never);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
