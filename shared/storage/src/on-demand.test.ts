import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('loads when called, and knows the module from then on without waiting', async () => {
    const module = { store: 'the store' };
    const load = jest.fn(() => Promise.resolve(module));
    const chunk = onDemand(load);
    expect(chunk.loaded()).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    await expect(chunk()).resolves.toBe(module);
    expect(chunk.loaded()).toBe(module);
  });

  it('knows nothing after a failed load, and a later call tries again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    const chunk = onDemand(load);
    await expect(chunk()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeUndefined();
    await expect(chunk()).resolves.toBe('module');
    expect(chunk.loaded()).toBe('module');
  });
});
