import { afterPaint } from './after-paint';

describe('afterPaint', () => {
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
    afterPaint(work);
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
    afterPaint(work);
    jest.advanceTimersByTime(199);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    frames.forEach((frame) => frame(0));
    jest.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('gives the task background priority where the browser has a task scheduler', () => {
    const tasks: Array<() => void> = [];
    const postTask = jest.fn((task: () => void) => {
      tasks.push(task);
      return Promise.resolve();
    });
    Object.assign(globalThis, { scheduler: { postTask } });
    try {
      const work = jest.fn();
      afterPaint(work);
      frames.forEach((frame) => frame(0));
      jest.advanceTimersByTime(0);
      expect(work).not.toHaveBeenCalled();
      expect(postTask).toHaveBeenCalledWith(expect.any(Function), { priority: 'background' });
      tasks.forEach((task) => task());
      expect(work).toHaveBeenCalledTimes(1);
      jest.runAllTimers();
      expect(work).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
