import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MeResponse } from '../../contract/auth.ts';
import { toast } from '../components/ui/toast-store.ts';
import { t } from '../i18n/i18n.ts';
import { call, requestsAnswered } from './api.ts';
import { currentUser, setCurrentUser, setSigningOut } from './current-user.ts';
import { loginPath, portalOfUser } from './session.ts';

/** The next turn of the event loop: by then a render the current change asked for is done. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Signing out: the route guards take the portal down while it runs (decision 027). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      // Nothing may reach the server once the session has ended (each would be a 401). The
      // route guard takes the portal down as soon as this starts, and with it every screen's
      // queries and polls; once it has, reads still on their way are called off, what a
      // screen sent as it left (ending a camera session) is let finish, and only then does
      // the session end.
      setSigningOut(true);
      await nextTurn();
      await queryClient.cancelQueries();
      await requestsAnswered(3000);
      return call('POST /api/auth/logout');
    },
    onSuccess: async () => {
      const me: MeResponse | null = await currentUser();
      const portal = me ? portalOfUser(me) : 'staff';
      // Nothing of the previous user may stay in memory; nobody is signed in now, so the
      // login page need not ask the server again.
      queryClient.clear();
      setCurrentUser(null);
      void navigate(loginPath[portal], { replace: true });
    },
    // The session is still open on the server: say so rather than pretend to be signed out.
    onError: (error) => {
      setSigningOut(false);
      toast({ title: t('common.error'), description: error.message, variant: 'destructive' });
    },
  });
}
