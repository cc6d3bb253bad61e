import { useEffect, useState } from 'react';
import { ApiError } from '../lib/api.ts';

/** Where a link from an e-mail stands: being checked, unusable (410), unchecked, or good. */
export type LinkCheck<T> =
  | { kind: 'checking' }
  | { kind: 'unusable'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; link: T };

/**
 * Checks a link's token (?token=…) with the server as its page opens, and again on `retry`
 * after a failed check. The server's 410 is the one answer for a used, expired, revoked or
 * made-up link; any other failure (offline, a 5xx) can be tried again. `markUnusable` is for
 * the page's own later discovery (the link was used in another tab meanwhile).
 */
export function useLinkCheck<T>(
  token: string,
  check: (token: string) => Promise<T>,
  missingMessage: string,
) {
  const [state, setState] = useState<LinkCheck<T>>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    if (!token) {
      setState({ kind: 'unusable', message: missingMessage });
      return;
    }
    setState({ kind: 'checking' });
    check(token).then(
      (link) => current && setState({ kind: 'ready', link }),
      (error: Error) => {
        if (!current) return;
        const gone = error instanceof ApiError && error.status === 410;
        setState({ kind: gone ? 'unusable' : 'failed', message: error.message });
      },
    );
    return () => {
      current = false;
    };
    // The check runs for the link and each retry; a language change needs no new check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, attempt]);

  return {
    state,
    retry: () => setAttempt((n) => n + 1),
    markUnusable: (message: string) => setState({ kind: 'unusable', message }),
  };
}
