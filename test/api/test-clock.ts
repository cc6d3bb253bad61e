import type { Clock } from '../../server/lib/clock.ts';
import { testNow } from './fixed-time.ts';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private current: Date = testNow) {}
  now() {
    return new Date(this.current);
  }
  set(at: Date) {
    this.current = new Date(at);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}
