import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { useCurrentUser, useLogout } from '../../lib/session.ts';
import { useSettings } from '../../lib/settings.ts';
import { ParentMenu } from './parent-menu.tsx';
import { UnreadIndicator } from './unread-indicator.tsx';

/** The frame around every parent screen: header with messages and the account menu. */
export function ParentLayout() {
  const me = useCurrentUser();
  // Reading the settings applies the user's theme across the portal.
  useSettings();
  const logout = useLogout();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to main content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4">
          <Link to="/parent-dashboard">
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <UnreadIndicator />
            <ParentMenu me={me} onSignOut={() => logout.mutate()} />
          </div>
        </div>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 outline-none"
      >
        <Outlet />
      </main>
    </div>
  );
}
