import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { useRecentMessages, useUnreadCount } from '../../lib/notifications.ts';
import { useCurrentUser, useLogout } from '../../lib/session.ts';
import { useSettings } from '../../lib/settings.ts';
import { DesktopNav } from './desktop-nav.tsx';
import { MessageBell } from './message-bell.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NotificationsDialog } from './notifications-dialog.tsx';
import { StaffMenu } from './staff-menu.tsx';

/** The frame around every staff screen: top bar, navigation, and the page in <main>. */
export function StaffLayout() {
  const me = useCurrentUser();
  // Reading the settings applies the user's theme across the portal.
  useSettings();
  const logout = useLogout();
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const unread = useUnreadCount();
  // Polled here, not only while the dialog is open, so the list is current when it opens.
  useRecentMessages();
  // The prototype showed 1 when the count failed to load. We show real data only: no badge.
  const unreadCount = unread.isError ? undefined : unread.data;
  const signOut = () => logout.mutate();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to main content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
          <Link to="/dashboard">
            <Logo />
          </Link>
          <div className="flex items-center gap-1 sm:gap-2">
            <Link
              to="/"
              className="hidden px-2 text-sm font-medium text-blue-700 underline-offset-2 hover:underline md:inline"
            >
              Back to Main Page
            </Link>
            <MessageBell unreadCount={unreadCount} onOpen={() => setNotificationsOpen(true)} />
            <div className="hidden md:flex">
              <StaffMenu
                me={me}
                unreadCount={unreadCount}
                onOpenNotifications={() => setNotificationsOpen(true)}
                onLogout={signOut}
              />
            </div>
            <MobileMenu me={me} unreadCount={unreadCount} onLogout={signOut} />
          </div>
        </div>
        <DesktopNav unreadCount={unreadCount} />
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none"
      >
        <Outlet />
      </main>
      <NotificationsDialog open={notificationsOpen} onOpenChange={setNotificationsOpen} />
    </div>
  );
}
