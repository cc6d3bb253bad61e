import { describe, expect, it } from 'vitest';
import { nextOccurrence, zonedInstant } from './schedules.ts';

const ny = 'America/New_York';

describe('zonedInstant', () => {
  it('places a wall-clock time of the centre in its time zone, across daylight saving', () => {
    expect(zonedInstant('2026-11-18', '02:00', ny).toISOString()).toBe('2026-11-18T07:00:00.000Z');
    expect(zonedInstant('2026-07-01', '02:00', ny).toISOString()).toBe('2026-07-01T06:00:00.000Z');
    // 2026-03-08: 02:30 does not exist in New York; it comes out an hour later.
    expect(zonedInstant('2026-03-08', '02:30', ny).toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });
});

describe('nextOccurrence', () => {
  const daily = { kind: 'digest', label: 'Digest', at: '06:30' };
  it('is later today, or tomorrow once today’s time has passed', () => {
    const before = new Date('2026-11-18T11:00:00Z'); // 06:00 in New York
    expect(nextOccurrence(daily, before, ny).toISOString()).toBe('2026-11-18T11:30:00.000Z');
    const after = new Date('2026-11-18T11:30:00Z'); // exactly 06:30: the next one
    expect(nextOccurrence(daily, after, ny).toISOString()).toBe('2026-11-19T11:30:00.000Z');
  });

  it('is the next chosen weekday for a weekly job, on the centre’s calendar', () => {
    // Wednesday 2026-11-18 23:00 in New York is already Thursday in UTC.
    const wednesdayNight = new Date('2026-11-19T04:00:00Z');
    const friday = { ...daily, weekday: 5, at: '17:00' };
    expect(nextOccurrence(friday, wednesdayNight, ny).toISOString()).toBe(
      '2026-11-20T22:00:00.000Z',
    );
    const wednesday = { ...daily, weekday: 3, at: '22:00' };
    expect(nextOccurrence(wednesday, wednesdayNight, ny).toISOString()).toBe(
      '2026-11-26T03:00:00.000Z',
    );
  });

  it('is the next whole interval for a job every few minutes, the same in every process', () => {
    const every = { kind: 'camera-health', label: 'Cameras', everyMinutes: 1 };
    expect(nextOccurrence(every, new Date('2026-11-18T11:00:30.5Z'), ny).toISOString()).toBe(
      '2026-11-18T11:01:00.000Z',
    );
    expect(nextOccurrence(every, new Date('2026-11-18T11:01:00Z'), ny).toISOString()).toBe(
      '2026-11-18T11:02:00.000Z',
    );
  });
});
