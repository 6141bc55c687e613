import * as v from 'valibot';
import { bus } from '@reelist/event-bus';
import type { BusEvents } from '@reelist/contracts';
import { configureStorage } from './backend';
import { freshStorageEachTest, noRoomForBackups } from '@reelist/testing';
import { createStorageSlot, releaseHeld, unreadableValue } from './slot';
import type { StorageLike } from './backend';

const numbers = () =>
  createStorageSlot<number[]>({
    key: 'reelist_test',
    label: 'test numbers',
    schema: v.array(v.number()),
    defaultValue: () => [0],
    recover: (decoded) =>
      Array.isArray(decoded) ? decoded.filter((n): n is number => typeof n === 'number') : undefined,
  });

const throwing = (error: unknown): StorageLike => ({
  getItem: () => {
    throw error;
  },
  setItem: () => {
    throw error;
  },
  removeItem: () => {
    throw error;
  },
});

const spies = freshStorageEachTest();

function recovered(): Array<BusEvents['storage:recovered']> {
  const seen: Array<BusEvents['storage:recovered']> = [];
  bus.on('storage:recovered').subscribe((p) => seen.push(p));
  return seen;
}

describe('createStorageSlot', () => {
  it('gives the default when nothing is stored, without reporting anything', () => {
    const events = recovered();
    expect(numbers().read()).toEqual([0]);
    expect(events).toEqual([]);
  });

  it('round-trips a valid value', () => {
    const slot = numbers();
    expect(slot.write([1, 2])).toEqual({ ok: true });
    expect(localStorage.getItem('reelist_test')).toBe('[1,2]');
    expect(slot.read()).toEqual([1, 2]);
  });

  it('load gives back the known value for an unchanged stored string and reads a changed one anew', () => {
    const slot = numbers();
    slot.write([1, 2]);
    const known = slot.load();
    expect(known).toEqual({ raw: '[1,2]', value: [1, 2] });
    expect(slot.load(known)).toBe(known);
    // Another tab (or anything else) stores a different value: it is parsed and validated again.
    localStorage.setItem('reelist_test', '[3]');
    expect(slot.load(known)).toEqual({ raw: '[3]', value: [3] });
    localStorage.setItem('reelist_test', '["x"]');
    expect(slot.load(known).value).toEqual([]);
    expect(slot.read()).not.toBe(slot.read());
  });

  it('backs up unparseable JSON, reports it once, logs, and uses the default', () => {
    const events = recovered();
    localStorage.setItem('reelist_test', '{oops');
    expect(numbers().read()).toEqual([0]);
    expect(numbers().read()).toEqual([0]);
    expect(localStorage.getItem('reelist_test__backup')).toBe('{oops');
    expect(localStorage.getItem('reelist_test')).toBe('{oops');
    expect(events).toEqual([{ key: 'reelist_test', backupKey: 'reelist_test__backup' }]);
    expect(spies.warn).toHaveBeenCalledWith(expect.stringContaining('reelist_test held an invalid value'));
  });

  it('salvages the valid part of a wrong shape and backs up the whole raw value', () => {
    const events = recovered();
    localStorage.setItem('reelist_test', '[1,"x",3]');
    expect(numbers().read()).toEqual([1, 3]);
    expect(localStorage.getItem('reelist_test__backup')).toBe('[1,"x",3]');
    expect(events).toHaveLength(1);
    expect(spies.warn).toHaveBeenCalledWith(expect.stringContaining('1:'));
  });

  it('falls back to the default when nothing can be salvaged', () => {
    localStorage.setItem('reelist_test', '{"a":1}');
    expect(numbers().read()).toEqual([0]);
  });

  it('reports a different bad value again', () => {
    const events = recovered();
    localStorage.setItem('reelist_test', 'bad1');
    numbers().read();
    localStorage.setItem('reelist_test', 'bad2');
    numbers().read();
    expect(events).toHaveLength(2);
    expect(localStorage.getItem('reelist_test__backup')).toBe('bad2');
  });

  it('reads the default and says unavailable when storage throws (e.g. disabled)', () => {
    configureStorage({ local: throwing(new Error('SecurityError')) });
    const failed: unknown[] = [];
    bus.on('storage:write-failed').subscribe((p) => failed.push(p));
    const slot = numbers();
    expect(slot.read()).toEqual([0]);
    expect(slot.write([5])).toEqual({ ok: false, reason: 'unavailable' });
    expect(slot.remove()).toEqual({ ok: false, reason: 'unavailable' });
    expect(failed).toEqual([]);
    expect(spies.warn).toHaveBeenCalledTimes(3);
  });

  it('treats a missing storage area as empty and unwritable', () => {
    configureStorage({ local: null });
    const slot = numbers();
    expect(slot.read()).toEqual([0]);
    expect(slot.write([5])).toEqual({ ok: false, reason: 'unavailable' });
    expect(slot.remove()).toEqual({ ok: false, reason: 'unavailable' });
  });

  it.each([
    ['QuotaExceededError', 22],
    ['NS_ERROR_DOM_QUOTA_REACHED', 1014],
  ])('says quota when the quota is exceeded (%s), and leaves telling the visitor to the caller', (name) => {
    const quota = new DOMException('full', name);
    configureStorage({
      local: {
        getItem: () => null,
        setItem: () => {
          throw quota;
        },
        removeItem: () => undefined,
      },
    });
    const failed: unknown[] = [];
    bus.on('storage:write-failed').subscribe((p) => failed.push(p));
    expect(numbers().write([1])).toEqual({ ok: false, reason: 'quota' });
    expect(failed).toEqual([]);
  });

  it('recognises a quota error by its legacy code', () => {
    configureStorage({ local: throwing({ code: 22 }) });
    expect(numbers().write([1])).toEqual({ ok: false, reason: 'quota' });
    configureStorage({ local: throwing('not an object') });
    expect(numbers().write([1])).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('survives a browser whose localStorage getter throws', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(numbers().read()).toEqual([0]);
    expect(numbers().write([1]).ok).toBe(false);
    jest.restoreAllMocks();
  });

  it('removes its key', () => {
    const slot = numbers();
    slot.write([1]);
    expect(slot.remove()).toEqual({ ok: true });
    expect(localStorage.getItem('reelist_test')).toBeNull();
  });

  it('can live in sessionStorage', () => {
    const slot = createStorageSlot({
      key: 'k',
      label: 'k',
      schema: v.string(),
      defaultValue: () => '',
      area: 'session',
    });
    slot.write('x');
    expect(sessionStorage.getItem('k')).toBe('"x"');
    expect(localStorage.getItem('k')).toBeNull();
  });

  describe('a bad value whose backup cannot be written (too big to be stored twice)', () => {
    // localStorage as the browser keeps it, except that the backup does not fit.
    const noRoomForBackup = () => configureStorage({ local: noRoomForBackups() });
    const kept = () => {
      const seen: Array<BusEvents['storage:unreadable-kept']> = [];
      bus.on('storage:unreadable-kept').subscribe((p) => seen.push(p));
      return seen;
    };

    it('is kept as it was: every write over it is refused, and the visitor is told it was kept, not backed up', () => {
      const events = recovered();
      const keptEvents = kept();
      const failed: unknown[] = [];
      bus.on('storage:write-failed').subscribe((p) => failed.push(p));
      localStorage.setItem('reelist_test', '[1,2,"x"');
      noRoomForBackup();
      const slot = numbers();
      expect(slot.read()).toEqual([0]);
      expect(slot.write([5])).toEqual({ ok: false, reason: 'quota' });
      expect(slot.writeRaw('[5]')).toEqual({ ok: false, reason: 'quota' });
      expect(slot.remove()).toEqual({ ok: false, reason: 'quota' });
      expect(localStorage.getItem('reelist_test')).toBe('[1,2,"x"');
      expect(localStorage.getItem('reelist_test__backup')).toBeNull();
      expect(unreadableValue('reelist_test')).toBe('[1,2,"x"');
      expect(events).toEqual([]);
      expect(keptEvents).toEqual([{ key: 'reelist_test', label: 'test numbers', reason: 'quota' }]);
      // Refusing a write is the slot's answer to its caller; the stores announce their own failures.
      expect(failed).toEqual([]);
      expect(spies.warn).toHaveBeenCalledWith(expect.stringContaining('could not be backed up'));
    });

    it('once released (the visitor reset it), stores what was valid in it and takes writes again', () => {
      localStorage.setItem('reelist_test', '[1,"x",3]');
      noRoomForBackup();
      const slot = numbers();
      expect(slot.read()).toEqual([1, 3]);
      expect(slot.write([9]).ok).toBe(false);
      expect(releaseHeld('reelist_test')).toEqual({ ok: true });
      expect(localStorage.getItem('reelist_test')).toBe('[1,3]');
      expect(unreadableValue('reelist_test')).toBeNull();
      expect(slot.write([9])).toEqual({ ok: true });
      expect(localStorage.getItem('reelist_test')).toBe('[9]');
    });

    it('is no longer protected once another tab has replaced it', () => {
      localStorage.setItem('reelist_test', '{oops');
      noRoomForBackup();
      const slot = numbers();
      slot.read();
      expect(slot.write([1]).ok).toBe(false);
      localStorage.setItem('reelist_test', '[2]');
      expect(slot.write([3])).toEqual({ ok: true });
      expect(unreadableValue('reelist_test')).toBeNull();
    });
  });
});
