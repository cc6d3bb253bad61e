/**
 * The answers the server put inside the page for the first screen's requests
 * (server/plugins/first-screens.ts, decision 029), by path: the screen's first GETs are
 * answered from here instead of the network. They are as fresh as the page, so they serve
 * only its opening: a few seconds after it, or once anything is changed, or when someone
 * signs in or out, they are forgotten and every request goes to the server again.
 */
export type FirstAnswer = { body: unknown; nextCursor: string | null };

const answers = new Map<string, FirstAnswer>();
const freshForMs = 10_000;

function readPage(): void {
  if (typeof document === 'undefined') return;
  const block = document.getElementById('first-answers');
  if (!block) return;
  block.remove();
  try {
    for (const [path, answer] of JSON.parse(block.textContent ?? '[]') as [string, FirstAnswer][])
      answers.set(path, answer);
    setTimeout(forgetFirstAnswers, freshForMs);
  } catch {
    // A damaged block: the screen asks the server, as it would without one.
  }
}
readPage();

/** The page's answer for a GET of `path`, if it still has one. */
export const firstAnswer = (path: string): FirstAnswer | undefined => answers.get(path);

/** Something changed (or someone else signed in): no answer from the page is current now. */
export function forgetFirstAnswers(): void {
  answers.clear();
}
