import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PortalShell } from '../../components/shell/portal-shell.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useAppShell } from '../../lib/app-shell.ts';
import { isWaiting, useAttendanceQueue } from '../../lib/attendance-queue.ts';
import { useRecentMessages, useUnreadCount } from '../../lib/notifications.ts';
import { centreQuery } from '../../lib/query-options.ts';
import { useRoomLogSync } from '../../lib/room-log-queue.ts';
import { useLogout } from '../../lib/sign-out.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { AttendanceSyncBanner } from './attendance-sync-banner.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { MessageBell } from './message-bell.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NotificationsDialog } from './notifications-dialog.tsx';
import { StaffMenu } from './staff-menu.tsx';

/**
 * The centre's public website, for a link's href: only an http(s) address (the server
 * accepts nothing else; this keeps any other text out of an href all the same), else ''.
 */
export function websiteLink(websiteUrl: string | undefined): string {
  return websiteUrl && /^https?:\/\/\S+$/i.test(websiteUrl) ? websiteUrl : '';
}

/** The frame around every staff screen: top bar, navigation, and the page in <main>. */
export function StaffLayout() {
  const t = useT();
  const me = useCurrentUser();
  // The room's entries kept on this device go whatever screen is open (decision 068).
  useRoomLogSync(me.userId);
  // 'Back to Main Page' goes to the centre's public website; without one there is no link.
  const website = websiteLink(useQuery(centreQuery()).data?.websiteUrl);
  const logout = useLogout();
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const unread = useUnreadCount();
  // Polled here, not only while the dialog is open, so the list is current when it opens.
  useRecentMessages();
  useAppShell();
  // The prototype showed 1 when the count failed to load. We show real data only: no badge.
  const unreadCount = unread.isError ? undefined : unread.data;
  // Check-ins taken offline that have not reached the centre stay on this device for this
  // user; signing out does not lose them, but the person at the door should know before.
  const waiting = useAttendanceQueue(me.userId).filter(isWaiting).length;
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const signOut = () => (waiting > 0 ? setConfirmSignOut(true) : logout.mutate());

  return (
    <PortalShell
      home="/dashboard"
      width="max-w-7xl"
      actions={
        <div className="flex items-center gap-1 sm:gap-2">
          {website ? (
            <a
              href={website}
              className="hidden px-2 text-sm font-medium text-blue-700 underline-offset-2 hover:underline md:inline"
            >
              {t('staffNav.backToMainPage')}
            </a>
          ) : null}
          <MessageBell unreadCount={unreadCount} onOpen={() => setNotificationsOpen(true)} />
          <div className="hidden md:flex">
            <StaffMenu
              me={me}
              unreadCount={unreadCount}
              onOpenNotifications={() => setNotificationsOpen(true)}
              onLogout={signOut}
            />
          </div>
          <MobileMenu me={me} unreadCount={unreadCount} website={website} onLogout={signOut} />
        </div>
      }
      nav={
        <>
          <DesktopNav unreadCount={unreadCount} />
          <AttendanceSyncBanner userId={me.userId} />
        </>
      }
    >
      <NotificationsDialog open={notificationsOpen} onOpenChange={setNotificationsOpen} />
      <ConfirmDialog
        open={confirmSignOut}
        onOpenChange={setConfirmSignOut}
        title={t('attendance.sync.signOutTitle')}
        description={t('attendance.sync.signOutText', { count: waiting })}
        confirmLabel={t('attendance.sync.signOutAnyway')}
        pendingLabel={t('attendance.sync.signingOut')}
        pending={logout.isPending}
        onConfirm={() => logout.mutate()}
      />
    </PortalShell>
  );
}
