import { afterNextPaint, afterPageSettles, whenIdle } from './idle';

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

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs the work in a task after the next frame, once', () => {
    const work = jest.fn();
    afterNextPaint(work);
    jest.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    frames.forEach((frame) => frame(0));
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    jest.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work anyway, once, where no frame comes (a hidden tab)', () => {
    const work = jest.fn();
    afterNextPaint(work);
    jest.advanceTimersByTime(199);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    frames.forEach((frame) => frame(0));
    jest.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
