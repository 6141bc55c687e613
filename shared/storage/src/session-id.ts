import { STORAGE_KEYS } from '@reelist/contracts';
import * as v from 'valibot';
import { reportWrite } from './safe-io';
import { createStorageSlot } from './slot';

const sessionSlot = createStorageSlot<string>({
  key: STORAGE_KEYS.sessionId,
  label: 'session details',
  schema: v.pipe(v.string(), v.minLength(1)),
  defaultValue: () => '',
  area: 'session',
  codec: { decode: (raw) => raw, encode: (value) => String(value) },
});

// When sessionStorage is unavailable the id still stays stable for this page.
let inMemory: string | undefined;

/** @internal Tests only. */
export function resetSessionMemory(): void {
  inMemory = undefined;
}

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** This tab session's id (sessionStorage), generated once. */
export function getSessionId(): string {
  const stored = sessionSlot.read();
  if (stored) return stored;
  inMemory ??= newId();
  // Not a store, but told like every store's write: the id stays in memory for this page.
  reportWrite({ key: sessionSlot.key, label: sessionSlot.label, kept: true }, sessionSlot.write(inMemory));
  return inMemory;
}
