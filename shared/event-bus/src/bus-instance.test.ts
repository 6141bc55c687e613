import type { ReelistBus } from './create-bus';

// Each isolated load is a fresh copy of the module, like a remote that bundled its own copy of the package.
async function loadCopy(): Promise<{ bus: ReelistBus; getBus: () => ReelistBus }> {
  let copy: { bus: ReelistBus; getBus: () => ReelistBus } | undefined;
  await jest.isolateModulesAsync(async () => {
    copy = await import('./bus-instance');
  });
  if (!copy) throw new Error('module did not load');
  return copy;
}

describe('the page bus', () => {
  afterEach(() => {
    delete globalThis.__reelistBus;
  });

  it('is one instance even when a second copy of the package is loaded', async () => {
    const first = await loadCopy();
    const second = await loadCopy();
    expect(second.bus).toBe(first.bus);
    expect(second.getBus()).toBe(first.bus);
    expect(globalThis.__reelistBus).toBe(first.bus);
  });

  it('lets events published through one copy reach subscribers of the other', async () => {
    const messages: string[] = [];
    (await loadCopy()).bus.on('toast:show').subscribe((p) => messages.push(p.message));
    (await loadCopy()).getBus().publish('toast:show', { message: 'shared', kind: 'success' });
    expect(messages).toEqual(['shared']);
  });
});
