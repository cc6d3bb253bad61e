import type { Clock } from '../../server/lib/clock.ts';
import type { Scheduled, Scheduler } from '../../server/lib/scheduler.ts';
import { testNow } from './fixed-time.ts';

type Timer = { at: number; order: number; everyMs: number | null; run: () => void };
/** Falls due first; of two due at once, the one set first (as Node runs them). */
const earlier = (a: Timer, b: Timer) => a.at < b.at || (a.at === b.at && a.order < b.order);

/**
 * A clock the test moves by hand, and the app's scheduler with it: what the app waits for
 * happens when the test advances the clock, never by itself.
 */
export class TestClock implements Clock, Scheduler {
  private current: number;
  /** How far advance() has moved time: timers fall due on it; set() leaves it alone. */
  private elapsed = 0;
  private made = 0;
  private readonly timers = new Set<Timer>();

  constructor(at: Date = testNow) {
    this.current = at.getTime();
  }

  now() {
    return new Date(this.current);
  }

  /** Sets the time of day; like changing a computer's clock, it makes no timer fall due. */
  set(at: Date) {
    this.current = at.getTime();
  }

  /**
   * Moves time forward by `ms`, running each timer that falls due meanwhile in the order
   * they fall due (an interval at each of its moments), the clock showing that moment.
   */
  advance(ms: number) {
    const until = this.elapsed + ms;
    for (let timer = this.nextDue(until); timer; timer = this.nextDue(until)) {
      this.moveTo(timer.at);
      if (timer.everyMs === null) this.timers.delete(timer);
      else Object.assign(timer, { at: timer.at + timer.everyMs, order: this.made++ });
      timer.run();
    }
    this.moveTo(until);
  }

  after(ms: number, run: () => void): Scheduled {
    return this.add(Math.max(0, ms), null, run);
  }

  every(ms: number, run: () => void): Scheduled {
    // At least 1 ms apart (as Node's setInterval), or one advance would never end.
    const everyMs = Math.max(1, ms);
    return this.add(everyMs, everyMs, run);
  }

  /** Timers not yet run or cancelled (an interval counts until it is cancelled). */
  get waiting() {
    return this.timers.size;
  }

  private add(ms: number, everyMs: number | null, run: () => void): Scheduled {
    const timer: Timer = { at: this.elapsed + ms, order: this.made++, everyMs, run };
    this.timers.add(timer);
    return { cancel: () => this.timers.delete(timer) };
  }

  private nextDue(until: number) {
    let next: Timer | undefined;
    for (const timer of this.timers)
      if (timer.at <= until && (!next || earlier(timer, next))) next = timer;
    return next;
  }

  private moveTo(elapsed: number) {
    this.current += elapsed - this.elapsed;
    this.elapsed = elapsed;
  }
}
