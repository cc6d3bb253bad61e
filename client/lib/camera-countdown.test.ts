import { describe, expect, it } from 'vitest';
import { deadlineOf, formatCountdown, secondsLeft } from './camera-countdown.ts';

describe('the camera viewing countdown', () => {
  it('writes minutes and seconds, two digits each', () => {
    expect(formatCountdown(1800)).toBe('30:00');
    expect(formatCountdown(1799)).toBe('29:59');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('never shows a negative or a fractional time', () => {
    expect(formatCountdown(-3)).toBe('00:00');
    expect(formatCountdown(59.9)).toBe('00:59');
  });

  it('counts from when the request was sent, so it never outlasts the server', () => {
    const askedAt = 1_000_000;
    expect(deadlineOf(1800, askedAt)).toBe(askedAt + 1_800_000);
    // An answer that took 400 ms: still the full time until a whole second after asking.
    expect(secondsLeft(deadlineOf(1800, askedAt), askedAt + 400)).toBe(1800);
    expect(secondsLeft(deadlineOf(1800, askedAt), askedAt + 1000)).toBe(1799);
    expect(secondsLeft(deadlineOf(1800, askedAt), askedAt + 1001)).toBe(1799);
  });

  it('reaches 0 exactly at the deadline and stays there', () => {
    const deadline = deadlineOf(2, 0);
    expect(secondsLeft(deadline, 1999)).toBe(1);
    expect(secondsLeft(deadline, 2000)).toBe(0);
    expect(secondsLeft(deadline, 60_000)).toBe(0);
  });

  it('takes a later answer as the truth: a device clock that drifted is corrected', () => {
    // The first answer said 1800 s; 30 s later by a slow device clock the server says 1760.
    const first = deadlineOf(1800, 0);
    const resynced = deadlineOf(1760, 30_000);
    expect(secondsLeft(first, 30_000)).toBe(1770);
    expect(secondsLeft(resynced, 30_000)).toBe(1760);
  });

  it('treats an ended session (0 left, or less) as over at once', () => {
    expect(secondsLeft(deadlineOf(0, 5000), 5000)).toBe(0);
    expect(secondsLeft(deadlineOf(-1, 5000), 5000)).toBe(0);
  });
});
