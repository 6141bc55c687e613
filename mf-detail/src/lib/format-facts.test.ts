import { formatRuntime, formatVote, titleRuntime, tvYearRange } from './format-facts';

describe('tvYearRange', () => {
  it.each([
    ['2008-01-20', '2013-09-29', 'Ended', '2008 - 2013'],
    ['2016-07-15', '2025-01-01', 'Returning Series', '2016 - Present'],
    ['2024-01-01', null, 'In Production', '2024 - Present'],
    ['2019-05-05', '2019-06-01', 'Canceled', '2019'],
    ['2010-01-01', undefined, 'Ended', '2010'],
    ['2010-01-01', '2012-01-01', undefined, '2010'],
    [undefined, '2012-01-01', 'Ended', 'N/A'],
  ])('%p to %p (%p) is %p', (first, last, status, expected) => {
    expect(tvYearRange(first, last, status)).toBe(expected);
  });
});

describe('formatRuntime', () => {
  it.each([
    [135, '2h 15m'],
    [45, '45m'],
    [120, '2h 0m'],
    [59.6, '1h 0m'],
    [0, 'N/A'],
    [-5, 'N/A'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    [Number.NaN, 'N/A'],
  ])('%p minutes is %p', (minutes, expected) => {
    expect(formatRuntime(minutes)).toBe(expected);
  });

  it('uses the first episode run time for TV', () => {
    expect(titleRuntime({ runtime: 90 })).toBe(90);
    expect(titleRuntime({ episode_run_time: [42, 50] })).toBe(42);
    expect(titleRuntime({})).toBeUndefined();
  });
});

describe('formatVote', () => {
  it('shows one decimal', () => {
    expect(formatVote(7.25)).toBe('7.3');
    expect(formatVote(8)).toBe('8.0');
    expect(formatVote(undefined)).toBe('N/A');
    expect(formatVote(Number.NaN)).toBe('N/A');
  });
});
