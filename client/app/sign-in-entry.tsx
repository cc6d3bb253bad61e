import { type ReactNode, useEffect, useState } from 'react';
import type { CentreInfoResponse } from '../../contract/centre.ts';
import { useMe } from '../lib/current-user.ts';
import { FollowLinkContext } from './app-link.tsx';
import { DemoNotice } from './demo-notice.tsx';
import { PageLoading } from './page-loading.tsx';
import type * as RouterModule from '../router.tsx';

type RouterApp = typeof RouterModule;

/**
 * The router app, at the current address or, when a link is followed, at the link's (with its
 * history state, as the router's Link would have pushed it). Navigating before it renders
 * keeps the sign-in page on screen until the next page's code is there, as a Link does.
 */
async function loadRouterApp(to?: string, options?: { state?: unknown }): Promise<RouterApp> {
  const app = await import('../router.tsx');
  if (to !== undefined) await app.router.navigate(to, options);
  return app;
}

/**
 * A sign-in page shown without React Router (decision 074): the router is a quarter of what
 * the page would otherwise download before it can be used. Once someone is signed in there (the
 * password, its second step, or a passkey: each sets the current user), or a link leaves the
 * page, the router app takes over at the same address without reloading the page, and its
 * guards send the person on exactly as they would have.
 */
export function SignInEntry({
  page,
  centre,
}: {
  page: ReactNode;
  centre: CentreInfoResponse | null;
}) {
  const signedIn = Boolean(useMe().data);
  const [app, setApp] = useState<RouterApp>();
  // A chunk that fails to load (most likely a new deployment) is fetched again by loading
  // the page the person was going to: the server's page names the current chunks.
  const follow = (to?: string, options?: { state?: unknown }) =>
    loadRouterApp(to, options).then(setApp, () => location.assign(to ?? location.href));
  useEffect(() => {
    if (!signedIn) return;
    loadRouterApp().then(setApp, () => location.reload());
  }, [signedIn]);

  if (app) return <app.RouterApp />;
  if (signedIn) return <PageLoading />;
  return (
    <FollowLinkContext value={follow}>
      <DemoNotice centre={centre} />
      {page}
    </FollowLinkContext>
  );
}
