import type { Page } from '@playwright/test';

/** An element a layout shift moved: what it is, and by how many CSS pixels it moved. */
type Moved = { element: string; by: number };
/** One layout shift: how much of the viewport moved (its score) and which elements moved. */
type Shift = { value: number; moved: Moved[] };
type Watched = { shifts: Shift[] };
type Rect = { x: number; y: number; width: number; height: number };

/** Starts a page's record of layout shifts (from the page's start with `buffered`). */
function watch(buffered: boolean): void {
  const shifts: Shift[] = [];
  (window as unknown as Watched).shifts = shifts;
  // Names an element as a reader of a failed test would look for it: tag, classes, text.
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return node?.nodeName ?? 'gone';
    const text = (node.textContent ?? '').trim().slice(0, 40);
    return `<${node.tagName.toLowerCase()} class="${node.className}">${text}`;
  };
  const distance = (a: Rect, b: Rect) =>
    Math.max(
      Math.abs(a.x - b.x),
      Math.abs(a.y - b.y),
      Math.abs(a.width - b.width),
      Math.abs(a.height - b.height),
    );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as unknown as {
        value: number;
        sources?: { node: Node | null; previousRect: Rect; currentRect: Rect }[];
      };
      const moved = (shift.sources ?? []).map((s) => ({
        element: describe(s.node),
        by: distance(s.previousRect, s.currentRect),
      }));
      shifts.push({ value: shift.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered });
}

/** Records every layout shift of the pages this tab opens from now on, from their start. */
export const watchLayoutShiftsFromStart = (page: Page) => page.addInitScript(watch, true);

/** Records the layout shifts of the page open now, from this moment. */
export const watchLayoutShiftsFromNow = (page: Page) => page.evaluate(watch, false);

/**
 * The shifts a person could see, once the frame being drawn is done; a failure names what
 * moved and how far. A shift in which nothing moved more than 1 px is left out: on a busy
 * machine Chromium reported one once (score 0.00027, CI 2026-11-28), a large block moving by
 * a rounding pixel, where a late answer that pushes content down moves it by a line or more.
 */
export async function layoutShifts(page: Page): Promise<Shift[]> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  const shifts = await page.evaluate(() => (window as unknown as Watched).shifts);
  return shifts.filter((shift) => shift.moved.length === 0 || shift.moved.some((m) => m.by > 1));
}
