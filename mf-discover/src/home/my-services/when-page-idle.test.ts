import { whenPageIdle } from './when-page-idle';

afterEach(() => jest.useRealTimers());

describe('whenPageIdle', () => {
  it('loads the prompt only once the page has loaded, settled for 2 s and is idle', async () => {
    jest.useFakeTimers();
    const idle = jest.fn((run: () => void) => {
      run();
      return 1;
    });
    Object.assign(window, { requestIdleCallback: idle });
    let loaded = false;
    const prompt = whenPageIdle().then((module) => {
      loaded = true;
      return module;
    });
    jest.advanceTimersByTime(1_999);
    expect(idle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 3_000 });
    jest.useRealTimers();
    expect(typeof (await prompt).default).toBe('function');
    expect(loaded).toBe(true);
  });
});
