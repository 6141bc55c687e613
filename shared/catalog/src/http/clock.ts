/**
 * Test control of the availability clock (like /__faults): `GET /__clock` -> `{ today, anchor, day }`;
 * `PUT /__clock` `{ today: 'YYYY-MM-DD' }` or `{ days: n }` (days after the build's "today") moves it;
 * `DELETE /__clock` puts it back on the build's "today". Watch-provider answers and the announced credits
 * (data/announce.ts) follow it.
 */
import type { Hono } from 'hono';
import type { AvailabilityClock } from '../store/availability';

const state = (clock: AvailabilityClock) => ({ today: clock.today, anchor: clock.anchor, day: clock.day });

export function registerClockRoutes(app: Hono, clock: AvailabilityClock): void {
  app.get('/__clock', (c) => c.json(state(clock)));
  app.put('/__clock', async (c) => {
    try {
      const body = (await c.req.json().catch(() => null)) as { today?: unknown; days?: unknown } | null;
      if (body && typeof body.today === 'string') clock.set(body.today);
      else if (body && typeof body.days === 'number') clock.setDays(body.days);
      else throw new Error('send { "today": "YYYY-MM-DD" } or { "days": n }');
      return c.json(state(clock));
    } catch (err) {
      return c.json({ error: err instanceof Error ? err.message : 'invalid clock' }, 400);
    }
  });
  app.delete('/__clock', (c) => {
    clock.reset();
    return c.json(state(clock));
  });
}
