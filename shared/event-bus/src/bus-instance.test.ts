describe('the page bus', () => {
  afterEach(() => {
    delete globalThis.__reelistBus;
  });

  it('is one instance even when a second copy of the package is loaded', () => {
    let first: unknown;
    let second: unknown;
    jest.isolateModules(() => {
      first = (require('./bus-instance') as typeof import('./bus-instance')).bus;
    });
    jest.isolateModules(() => {
      second = (require('./bus-instance') as typeof import('./bus-instance')).bus;
    });
    expect(first).toBeDefined();
    expect(second).toBe(first);
    expect(globalThis.__reelistBus).toBe(first);
  });

  it('lets events published through one copy reach subscribers of the other', () => {
    const messages: string[] = [];
    jest.isolateModules(() => {
      const { bus } = require('./bus-instance') as typeof import('./bus-instance');
      bus.on('toast:show').subscribe((p) => messages.push(p.message));
    });
    jest.isolateModules(() => {
      const { getBus } = require('./bus-instance') as typeof import('./bus-instance');
      getBus().publish('toast:show', { message: 'shared', kind: 'success' });
    });
    expect(messages).toEqual(['shared']);
  });
});
