import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Location } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import {
  CurrentUserContext,
  type Portal,
  loginPath,
  portalHome,
  portalOfUser,
  useMe,
  useSigningOut,
} from '../lib/session.ts';
import { PageLoading } from './page-loading.tsx';
import { useT } from '../i18n/use-t.ts';

/** Where a user who opens the other portal is sent (PRODUCT.md: to their own). */
const wrongPortalHome: Record<Portal, string> = {
  staff: '/dashboard',
  parent: '/parent-dashboard',
};

/** Only for someone held to setting up two-step sign-in: its code loads when needed (069). */
const TwoStepRequiredPage = lazy(() =>
  import('./two-step-required-page.tsx').then((m) => ({ default: m.TwoStepRequiredPage })),
);

/** Set by a guard that sent a signed-out user to sign in: the page they wanted. */
interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

function SessionCheckFailed({ retry }: { retry: () => void }) {
  const t = useT();
  return (
    <main className="grid min-h-dvh place-items-center px-4">
      <div className="max-w-md space-y-4 text-center" role="alert">
        <h1 className="text-2xl font-bold text-slate-900">{t('common.sessionCheck.title')}</h1>
        <p className="text-slate-700">{t('common.sessionCheck.description')}</p>
        <Button onClick={retry}>{t('common.tryAgain')}</Button>
      </div>
    </main>
  );
}

/**
 * Shows its routes only to a user of this portal. Access is the server's to decide; this
 * keeps people on screens that can work for them.
 */
export function RequirePortal({ portal }: { portal: Portal }) {
  const me = useMe();
  const location = useLocation();
  const signingOut = useSigningOut();
  // A failed re-check keeps the user we already know; only a first check that fails blocks.
  if (me.data === undefined) {
    return me.isError ? <SessionCheckFailed retry={() => void me.refetch()} /> : <PageLoading />;
  }
  if (!me.data) {
    const state: FromState = { from: location };
    return <Navigate to={loginPath[portal]} replace state={state} />;
  }
  const own = portalOfUser(me.data);
  if (own !== portal) return <Navigate to={wrongPortalHome[own]} replace />;
  // Signing out: no screen stays to poll or refetch into a session that is ending (027).
  if (signingOut) return <PageLoading />;
  // Held to setting up two-step sign-in: nothing else until it is done (decision 069).
  if (me.data.twoStepSetupRequired)
    return (
      <Suspense fallback={<PageLoading />}>
        <TwoStepRequiredPage />
      </Suspense>
    );
  return (
    <CurrentUserContext value={me.data}>
      <Outlet />
    </CurrentUserContext>
  );
}

/**
 * The login pages are for signed-out people. A signed-in user (including one who has just
 * signed in there) goes on to the page they first asked for, or to their portal's home.
 */
export function SignedOutOnly() {
  const me = useMe();
  const location = useLocation();
  // A failed re-check keeps the user we already know; only a first check that fails blocks.
  if (me.data === undefined) {
    return me.isError ? <SessionCheckFailed retry={() => void me.refetch()} /> : <PageLoading />;
  }
  if (me.data) {
    const from = (location.state as FromState | null)?.from;
    return <Navigate to={from ?? portalHome[portalOfUser(me.data)]} replace />;
  }
  return <Outlet />;
}
