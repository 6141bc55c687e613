import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { CATALOG } from './ports';

/**
 * A catalogue fault (POST /__faults): what browser tests inject and what the catalogue's parser accepts
 * (`validateFault` in @reelist/catalog). Declared here once for both.
 */
export interface Fault {
  /** A glob on the path (`*` = one segment's characters, `**` = anything) or, starting with `^`, a regex. */
  pattern: string;
  status?: number;
  delayMs?: number;
  /** Destroy the connection without a response. */
  drop?: boolean;
  /** Answer 200 with a truncated JSON body. */
  malformed?: boolean;
  /** Apply this many times, then remove itself; unlimited when absent. */
  times?: number;
}

/** Adds a catalogue fault; only in `*.faults.spec.ts` files (they run one at a time). */
export async function addFault(request: APIRequestContext, fault: Fault): Promise<void> {
  const res = await request.post(`${CATALOG}/__faults`, { data: fault });
  expect(res.ok()).toBe(true);
}

export async function resetFaults(request: APIRequestContext): Promise<void> {
  await request.delete(`${CATALOG}/__faults`);
}
