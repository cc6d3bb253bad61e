/**
 * Runs `run` when the browser has nothing better to do (soon after the page is up), so code
 * that is not needed for the first paint loads without delaying it. Returns a cancel function.
 */
export function whenIdle(run: () => void): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}
