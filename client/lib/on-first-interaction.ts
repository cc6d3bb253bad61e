const signs = ['pointerdown', 'keydown'] as const;

/**
 * Runs `run` once, when the person first presses anything on the page (a tap, a click or a
 * key). Code a screen offers but does not show, such as its dialogs, loads then: it does not
 * compete with the screen's first paint on a slow phone, and it has started by the time the
 * press that opens a dialog becomes a click. Offline, the installed app's cache has it
 * (decision 025). Returns a cancel function.
 */
export function onFirstInteraction(run: () => void): () => void {
  const once = () => {
    cancel();
    run();
  };
  const cancel = () => {
    for (const sign of signs) window.removeEventListener(sign, once, true);
  };
  for (const sign of signs) window.addEventListener(sign, once, { capture: true, passive: true });
  return cancel;
}
