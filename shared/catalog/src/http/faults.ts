/**
 * Fault injection for tests: latency, forced status, dropped connections and malformed bodies on paths
 * matching a pattern. Controlled over HTTP at /__faults and seeded from the CATALOG_FAULTS env variable.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import type { Fault } from '@reelist/testing/e2e';

/** A fault the registry holds: the injected shape (declared once, in @reelist/testing) plus its id. */
export interface ActiveFault extends Fault {
  id: string;
}

export type Sleep = (ms: number) => Promise<void>;

export function patternToRegExp(pattern: string): RegExp {
  if (pattern.startsWith('^')) return new RegExp(pattern);
  const body = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${body}$`);
}

export function validateFault(input: unknown): Fault {
  const f = input as Partial<Fault> | null;
  if (typeof f !== 'object' || f === null || typeof f.pattern !== 'string' || f.pattern === '') {
    throw new Error('pattern (string) is required');
  }
  const int = (v: unknown, name: string, min: number, max: number): void => {
    if (v !== undefined && (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)) {
      throw new Error(`${name} must be an integer from ${min} to ${max}`);
    }
  };
  int(f.status, 'status', 100, 599);
  int(f.delayMs, 'delayMs', 0, 600_000);
  int(f.times, 'times', 1, 1_000_000);
  patternToRegExp(f.pattern);
  const { pattern, status, delayMs, drop, malformed, times } = f;
  return {
    pattern,
    status,
    delayMs,
    drop: drop === true || undefined,
    malformed: malformed === true || undefined,
    times,
  };
}

export class FaultRegistry {
  private faults: Array<ActiveFault & { re: RegExp }> = [];
  private seq = 0;

  add(spec: Fault): ActiveFault {
    const clean = validateFault(spec);
    this.seq += 1;
    const fault = { ...clean, id: `f${this.seq}` };
    this.faults.push({ ...fault, re: patternToRegExp(clean.pattern) });
    return fault;
  }

  list(): ActiveFault[] {
    return this.faults.map(({ re: _re, ...f }) => f);
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length < before;
  }

  reset(): void {
    this.faults = [];
  }

  /** The first fault matching `path`, counting one use of it. */
  take(path: string): ActiveFault | undefined {
    const hit = this.faults.find((f) => f.re.test(path));
    if (!hit) return undefined;
    if (hit.times !== undefined) {
      hit.times -= 1;
      if (hit.times <= 0) this.remove(hit.id);
    }
    const { re: _re, ...fault } = hit;
    return fault;
  }
}

type NodeEnv = { incoming?: { socket?: { destroy: () => void } } } | undefined;

export function faultMiddleware(registry: FaultRegistry, sleep: Sleep): MiddlewareHandler {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    if (path === '/__faults' || path.startsWith('/__faults/')) return next();
    const fault = registry.take(path);
    if (!fault) return next();
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.drop) {
      const socket = (c.env as NodeEnv)?.incoming?.socket;
      if (socket) {
        socket.destroy();
        return c.body(null);
      }
      // Without a socket (app.request in tests) the body stream errors, which a client sees as a network failure.
      return new Response(new ReadableStream({ start: (ctl) => ctl.error(new Error('connection dropped by fault')) }));
    }
    if (fault.malformed)
      return new Response('{"page":1,"results":[{"id":', { headers: { 'Content-Type': 'application/json' } });
    if (fault.status) {
      return c.json(
        { success: false, status_code: fault.status, status_message: `Injected fault (${fault.status})` },
        fault.status as 500,
      );
    }
    return next();
  };
}

export function registerFaultRoutes(app: Hono, registry: FaultRegistry): void {
  app.get('/__faults', (c) => c.json({ faults: registry.list() }));
  app.post('/__faults', async (c) => {
    try {
      const fault = registry.add(validateFault(await c.req.json()));
      return c.json({ id: fault.id, fault }, 201);
    } catch (err) {
      return c.json({ error: err instanceof Error ? err.message : 'invalid fault' }, 400);
    }
  });
  app.delete('/__faults', (c) => {
    registry.reset();
    return c.json({ faults: [] });
  });
  app.delete('/__faults/:id', (c) =>
    registry.remove(c.req.param('id'))
      ? c.json({ removed: c.req.param('id') })
      : c.json({ error: 'unknown fault' }, 404),
  );
}

export function faultsFromEnv(raw: string | undefined): Fault[] {
  if (!raw) return [];
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed)) throw new Error('CATALOG_FAULTS must be a JSON array');
  return parsed.map(validateFault);
}
