import { useCallback, useRef } from 'react';

/** A fresh key: 128 random bits in hex (crypto.randomUUID needs https; this does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per submission of a money form (decision 045). `keyFor(body)` gives the
 * key to send: the same one while the same values are sent again after a failure (a retry:
 * if the first attempt did reach the server, it answers that one instead of writing twice),
 * a new one for other values. `done()` after a success: the next submission is a new one,
 * even with the same values.
 */
export function useSubmissionKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
  const done = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, done };
}
