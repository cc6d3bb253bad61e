import { createContext, useContext, useTransition } from 'react';
import type { LoginRequest, MeResponse } from '../../contract/auth.ts';
import { portalOf } from '../../contract/enums.ts';
import type { Action } from '../../contract/permissions.ts';
import type { SecondStepResponse } from '../../contract/two-step.ts';
import { dismissToast } from '../components/ui/toast-store.ts';
import { call } from './api.ts';
import { setCurrentUser, useMe } from './current-user.ts';

export { useMe, useSigningOut } from './current-user.ts';

export type Portal = 'staff' | 'parent';

/** Where each portal signs in, and where a signed-in user lands. */
export const loginPath: Record<Portal, string> = { staff: '/login', parent: '/parent-login' };
export const portalHome: Record<Portal, string> = { staff: '/', parent: '/parent-dashboard' };

export const portalOfUser = (me: MeResponse): Portal => portalOf(me.role);

/**
 * The user a route guard let in, provided by that guard. Screens read it from here rather
 * than from the store, so while signing out (page about to change) they keep rendering the
 * user they showed instead of meeting a null.
 */
export const CurrentUserContext = createContext<MeResponse | null>(null);

/** For screens inside a route guard, where a user is known to be signed in. */
export function useCurrentUser(): MeResponse {
  const me = useContext(CurrentUserContext);
  if (!me) throw new Error('useCurrentUser() used outside a signed-in route');
  return me;
}

/** What the server says this user may do. The client never decides access itself. */
export function useCan(action: Action): boolean {
  return useMe().data?.actions.includes(action) ?? false;
}

/**
 * Signing in, as an action (React's transition while it is on its way). The signed-out-only
 * guard around the login pages sees the user and sends them on.
 */
export function useLogin(portal: Portal) {
  const [isPending, startTransition] = useTransition();
  const signIn = (
    body: LoginRequest,
    onError: (error: Error) => void,
    /**
     * The password was right and the account asks for a second step next: the app's code
     * (069), or a passkey (071).
     */
    onSecondStep: (step: SecondStepResponse) => void,
  ) =>
    startTransition(async () => {
      try {
        const answer = await call(`POST /api/auth/${portal}/login`, { body });
        dismissToast(); // an earlier 'Sign in failed' no longer applies
        if ('secondStep' in answer) onSecondStep(answer);
        else setCurrentUser(answer);
      } catch (error) {
        onError(error as Error);
      }
    });
  return { signIn, isPending };
}

/** The second step of a sign-in: the authenticator app's code, or a recovery code. */
export function useSecondStep(portal: Portal) {
  const [isPending, startTransition] = useTransition();
  const send = (code: string, onError: (error: Error) => void) =>
    startTransition(async () => {
      try {
        const me = await call(`POST /api/auth/${portal}/login/code`, { body: { code } });
        dismissToast();
        setCurrentUser(me);
      } catch (error) {
        onError(error as Error);
      }
    });
  return { send, isPending };
}
