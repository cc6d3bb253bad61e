import type { Page } from '@playwright/test';

type Watched = { shifts: number[] };

/** Starts a page's record of layout shifts (from the page's start with `buffered`). */
function watch(buffered: boolean): void {
  const shifts: number[] = [];
  (window as unknown as Watched).shifts = shifts;
  new PerformanceObserver((list) => {
    // A layout-shift entry's `value`: how much of the viewport moved, and how far.
    for (const entry of list.getEntries())
      shifts.push((entry as unknown as { value: number }).value);
  }).observe({ type: 'layout-shift', buffered });
}

/** Records every layout shift of the pages this tab opens from now on, from their start. */
export const watchLayoutShiftsFromStart = (page: Page) => page.addInitScript(watch, true);

/** Records the layout shifts of the page open now, from this moment. */
export const watchLayoutShiftsFromNow = (page: Page) => page.evaluate(watch, false);

/** The shifts recorded so far, once the frame being drawn is done. */
export async function layoutShifts(page: Page): Promise<number[]> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  return page.evaluate(() => (window as unknown as Watched).shifts);
}
