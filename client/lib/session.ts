import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { useNavigate } from 'react-router';
import type { LoginRequest, MeResponse, SessionResponse } from '../../contract/auth.ts';
import { portalOf } from '../../contract/enums.ts';
import type { Action } from '../../contract/permissions.ts';
import { dismissToast, toast } from '../components/ui/toast-store.ts';
import { api, firstAnswerMeta, requestsAnswered } from './api.ts';
import { meQueryKey } from './query-client.ts';
import { t } from '../i18n/i18n.ts';

export type Portal = 'staff' | 'parent';

/** Where each portal signs in, and where a signed-in user lands. */
export const loginPath: Record<Portal, string> = { staff: '/login', parent: '/parent-login' };
export const portalHome: Record<Portal, string> = { staff: '/', parent: '/parent-dashboard' };

export const portalOfUser = (me: MeResponse): Portal => portalOf(me.role);

/** Set beside the session cookie by the server (server/lib/session-policy.ts). */
const signedInHint = /(?:^|;\s*)daycare_signed_in=/;

/**
 * Who is signed in (decision 027). Without the hint nobody is, and nothing is asked; with it,
 * GET /api/auth/session answers 200 either way (a session that expired or was ended
 * elsewhere is `user: null`, and the server clears the hint), so no visit logs a 401.
 */
async function fetchMe({ signal }: { signal: AbortSignal }): Promise<MeResponse | null> {
  if (!signedInHint.test(document.cookie)) return null;
  const { user } = await api.get<SessionResponse>('/api/auth/session', { signal });
  return user;
}

/** The signed-in user, or null when signed out. */
export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: fetchMe,
    meta: firstAnswerMeta('/api/auth/session', (answer: SessionResponse) => answer.user),
  });
}

/**
 * The user a route guard let in, provided by that guard. Screens read it from here rather
 * than from the query, so while signing out (cache emptied, page about to change) they keep
 * rendering the user they showed instead of meeting a null.
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
  const { data } = useMe();
  return data?.actions.includes(action) ?? false;
}

export function useLogin(portal: Portal) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => api.post<MeResponse>(`/api/auth/${portal}/login`, body),
    // The signed-out-only guard around the login pages sees the user and sends them on.
    onSuccess: (me) => {
      dismissToast(); // an earlier 'Sign in failed' no longer applies
      queryClient.setQueryData(meQueryKey, me);
    },
  });
}

/** The sign-out's mutation: while it runs, the route guards show no portal (decision 027). */
export const logoutMutationKey = ['logout'] as const;

/** Whether a sign-out is under way. */
export function useSigningOut(): boolean {
  return useIsMutating({ mutationKey: logoutMutationKey }) > 0;
}

/** The next turn of the event loop: by then a render the current change asked for is done. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: async () => {
      // Nothing may reach the server once the session has ended (each would be a 401). The
      // route guard takes the portal down as soon as this starts, and with it every screen's
      // queries and polls; once it has, reads still on their way are called off, what a
      // screen sent as it left (ending a camera session) is let finish, and only then does
      // the session end.
      await nextTurn();
      await queryClient.cancelQueries();
      await requestsAnswered(3000);
      return api.post<{ ok: true }>('/api/auth/logout');
    },
    onSuccess: () => {
      const me = queryClient.getQueryData<MeResponse | null>(meQueryKey);
      const portal = me ? portalOfUser(me) : 'staff';
      // Nothing of the previous user may stay in memory; 'me' is known to be nobody now,
      // so the login page need not ask the server again.
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
      void navigate(loginPath[portal], { replace: true });
    },
    // The session is still open on the server: say so rather than pretend to be signed out.
    onError: (error) =>
      toast({ title: t('common.error'), description: error.message, variant: 'destructive' }),
  });
}
