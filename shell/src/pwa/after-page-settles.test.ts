import { afterPageSettles } from './after-page-settles';

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
