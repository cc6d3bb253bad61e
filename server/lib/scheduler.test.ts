import { describe, expect, it } from 'vitest';
import { TestClock } from '../../test/api/test-clock.ts';
import { systemScheduler } from './scheduler.ts';

describe('the system scheduler', () => {
  it('runs once after, and at each interval until cancelled', async () => {
    const seen: string[] = [];
    systemScheduler.after(5, () => seen.push('after'));
    const every = systemScheduler.every(5, () => seen.push('every'));
    const never = systemScheduler.after(5, () => seen.push('cancelled'));
    never.cancel();
    await new Promise((resolve) => setTimeout(resolve, 40));
    every.cancel();
    const counted = seen.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toContain('after');
    expect(seen.filter((s) => s === 'every').length).toBeGreaterThanOrEqual(2);
    expect(seen).not.toContain('cancelled');
    expect(seen.length).toBe(counted);
  });
});

describe('the tests’ clock as the scheduler', () => {
  it('runs what falls due as it is advanced, in order, showing each moment', () => {
    const clock = new TestClock(new Date('2026-11-18T15:00:00Z'));
    const seen: string[] = [];
    const at = (name: string) => () => seen.push(`${name} ${clock.now().toISOString()}`);
    const tick = clock.every(1000, at('tick'));
    clock.after(2500, at('once'));
    clock.after(1000, at('also at 1 s, set later'));
    clock.after(4000, at('cancelled')).cancel();

    clock.advance(999);
    expect(seen).toEqual([]);
    clock.advance(2001);
    expect(seen).toEqual([
      'tick 2026-11-18T15:00:01.000Z',
      'also at 1 s, set later 2026-11-18T15:00:01.000Z',
      'tick 2026-11-18T15:00:02.000Z',
      'once 2026-11-18T15:00:02.500Z',
      'tick 2026-11-18T15:00:03.000Z',
    ]);
    expect(clock.now().toISOString()).toBe('2026-11-18T15:00:03.000Z');
    tick.cancel();
    clock.advance(10_000);
    expect(seen).toHaveLength(5);
    expect(clock.waiting).toBe(0);
  });

  it('makes nothing fall due when set to another time, as changing a computer’s clock', () => {
    const clock = new TestClock(new Date('2026-11-18T15:00:00Z'));
    let ran = 0;
    clock.after(1000, () => ran++);
    clock.set(new Date('2026-11-19T15:00:00Z'));
    expect(ran).toBe(0);
    clock.set(new Date('2026-11-17T15:00:00Z'));
    clock.advance(1000);
    expect(ran).toBe(1);
    expect(clock.now().toISOString()).toBe('2026-11-17T15:00:01.000Z');
  });
});
