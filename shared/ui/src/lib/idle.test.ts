import { afterPageSettles, whenIdle } from './idle';

describe('afterPageSettles', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(document, 'readyState');
  });

  it('waits for the load event before its settle delay', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const work = jest.fn();
    afterPageSettles(work);
    jest.advanceTimersByTime(10_000);
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(1_999);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const work = jest.fn();
    const cancel = afterPageSettles(work);
    cancel();
    jest.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });
});

describe('whenIdle', () => {
  afterEach(() => Reflect.deleteProperty(window, 'requestIdleCallback'));

  it('asks the browser for an idle moment, within the time given', () => {
    const requestIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback });
    const work = jest.fn();
    whenIdle(work, 3_000);
    expect(requestIdleCallback).toHaveBeenCalledWith(work, { timeout: 3_000 });
  });

  it('runs on the next task where the browser has no idle callback', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
