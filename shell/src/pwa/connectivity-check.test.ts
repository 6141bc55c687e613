import { createBus } from '@reelist/event-bus';
import { checkConnectivity, RECHECK_MS } from './connectivity-check';

/** A network the test answers by hand, and timers it runs by hand. */
function harness() {
  const asked: Array<{ url: string; init: RequestInit; answer: (ok: boolean) => void }> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const options = {
    fetch: (url: string, init: RequestInit) =>
      new Promise<unknown>((resolve, reject) =>
        asked.push({
          url,
          init,
          answer: (ok) => (ok ? resolve({ ok: true }) : reject(new TypeError('Failed to fetch'))),
        }),
      ),
    setTimer: (run: () => void, ms: number) => timers.push({ run, ms }),
    clearTimer: jest.fn(),
  };
  return { asked, timers, options };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('checkConnectivity', () => {
  it('asks the server for the head of its config, past the worker’s caches', () => {
    const bus = createBus({ target: { addEventListener: () => undefined, navigator: { onLine: true } } });
    const { asked, options } = harness();
    checkConnectivity(bus, options);
    expect(asked.map(({ url, init }) => [url, init.method, init.cache])).toEqual([
      ['/config.json', 'HEAD', 'no-store'],
    ]);
  });

  it('says offline when the network fails although the browser says online, and online once an answer comes', async () => {
    const bus = createBus({ target: { addEventListener: () => undefined, navigator: { onLine: true } } });
    const { asked, timers, options } = harness();
    checkConnectivity(bus, options);
    asked[0]!.answer(false);
    await settle();
    expect(bus.online$.value).toBe(false);
    expect(timers.map((t) => t.ms)).toEqual([RECHECK_MS]);
    timers[0]!.run();
    asked[1]!.answer(true);
    await settle();
    expect(bus.online$.value).toBe(true);
    expect(timers).toHaveLength(1);
  });

  it('changes nothing when the network answers, and stops asking once stopped', async () => {
    const bus = createBus({ target: { addEventListener: () => undefined, navigator: { onLine: true } } });
    const events: unknown[] = [];
    bus.on('connectivity:changed').subscribe((e) => events.push(e));
    const { asked, timers, options } = harness();
    checkConnectivity(bus, options);
    asked[0]!.answer(true);
    await settle();
    expect(events).toEqual([]);
    const stop = checkConnectivity(bus, options);
    stop();
    asked[1]!.answer(false);
    await settle();
    expect(bus.online$.value).toBe(true);
    expect(timers).toEqual([]);
  });
});
