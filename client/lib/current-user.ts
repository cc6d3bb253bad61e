import { useEffect, useSyncExternalStore } from 'react';
import type { MeResponse } from '../../contract/auth.ts';
import { call } from './api.ts';

/**
 * Who is signed in, and whether they are signing out: kept here rather than in the query
 * cache, because the sign-in pages and the route guards read it and must not download the
 * query library (decision 054). Without the signed-in hint nobody is, and nothing is asked;
 * with it, GET /api/auth/session answers 200 either way (a session that expired or was ended
 * elsewhere is `user: null`, and the server clears the hint), so no visit logs a 401
 * (decision 027).
 */
type Known = {
  /** undefined: not known yet. */
  user: MeResponse | null | undefined;
  /** Why the last check failed, while it is the last word. */
  error: unknown;
  signingOut: boolean;
};

/** Set beside the session cookie by the server (server/lib/session-policy.ts). */
const signedInHint = /(?:^|;\s*)daycare_signed_in=/;

/** Whether anyone may be signed in on this browser (the hint is there): worth asking. */
export const mayBeSignedIn = (): boolean => signedInHint.test(document.cookie);

let known: Known = { user: undefined, error: undefined, signingOut: false };
/** The check on its way: a newer check, or a user set meanwhile, makes its answer stale. */
let asking: Promise<MeResponse | null> | null = null;
const listeners = new Set<() => void>();

function update(next: Partial<Known>): void {
  known = { ...known, ...next };
  for (const listener of listeners) listener();
}

/** Asks the server who is signed in now, and keeps the answer. */
export function checkCurrentUser(): Promise<MeResponse | null> {
  const check = (async () => {
    if (!mayBeSignedIn()) return null;
    return (await call('GET /api/auth/session')).user;
  })();
  asking = check;
  check.then(
    (user) => asking === check && ((asking = null), update({ user, error: undefined })),
    (error: unknown) => asking === check && ((asking = null), update({ error })),
  );
  return check;
}

/** The signed-in user: asked once, then what is known (route loaders await it). */
export function currentUser(): Promise<MeResponse | null> {
  if (known.user !== undefined) return Promise.resolve(known.user);
  return asking ?? checkCurrentUser();
}

/** A sign-in, a sign-out or a change to the person's own account: what is known now. */
export function setCurrentUser(user: MeResponse | null): void {
  asking = null;
  update({ user, error: undefined, signingOut: false });
}

/** The person's own record changed (name, photo): the same user, updated. */
export function updateCurrentUser(change: (me: MeResponse) => MeResponse): void {
  if (known.user) update({ user: change(known.user) });
}

export function setSigningOut(signingOut: boolean): void {
  update({ signingOut });
}

/** Forgets everything known (a test's fresh start). */
export function forgetCurrentUser(): void {
  asking = null;
  known = { user: undefined, error: undefined, signingOut: false };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The signed-in user (`data`: undefined until known, null when nobody is), whether it is
 * still being asked or the check failed, and a way to ask again. A failed re-check keeps the user already known.
 */
export function useMe() {
  const state = useSyncExternalStore(subscribe, () => known);
  const unknown = state.user === undefined && state.error === undefined;
  useEffect(() => {
    if (unknown && !asking) void checkCurrentUser().catch(() => undefined);
  }, [unknown]);
  return {
    data: state.user,
    isPending: unknown,
    isError: state.error !== undefined,
    refetch: () => void checkCurrentUser().catch(() => undefined),
  };
}

/** Whether a sign-out is under way (the route guards then show no portal: decision 027). */
export function useSigningOut(): boolean {
  return useSyncExternalStore(subscribe, () => known.signingOut);
}
