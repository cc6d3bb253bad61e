export interface NavLinkItem {
  to: string;
  label: string;
  /** Shows the unread-message count beside the label. */
  unread?: boolean;
}

/** Spec 'Staff navigation', desktop bar; 'Staff' added so /staff is reachable on desktop too. */
export const desktopLinks: NavLinkItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/children', label: 'Children' },
  { to: '/staff', label: 'Staff' },
  { to: '/parent-management', label: 'Parents' },
  { to: '/cameras', label: 'Live Cameras' },
  { to: '/gallery-management', label: 'Gallery' },
  { to: '/tax-documents-management', label: 'Tax Docs' },
  { to: '/reports', label: 'Reports' },
  { to: '/messages', label: 'Messages', unread: true },
];

/** Spec 'Staff navigation', mobile side panel, in its order. */
export const mobileLinks: NavLinkItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/children', label: 'Children' },
  { to: '/staff', label: 'Staff' },
  { to: '/cameras', label: 'Cameras' },
  { to: '/gallery-management', label: 'Gallery' },
  { to: '/messages', label: 'Messages', unread: true },
  { to: '/reports', label: 'Reports' },
];

/**
 * The rest of the portal, so a phone reaches every screen the desktop bar and menu reach.
 */
export const mobileMoreLinks: NavLinkItem[] = [
  { to: '/parent-management', label: 'Parents' },
  { to: '/tax-documents-management', label: 'Tax Docs' },
  { to: '/profile', label: 'Profile' },
  { to: '/settings', label: 'Settings' },
];

/** Prefix match (spec); the dashboard also lives at '/'. */
export function isCurrent(pathname: string, to: string): boolean {
  if (to === '/dashboard' && pathname === '/') return true;
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** 'Messages, 3 unread' for screen readers when there is a count to tell. */
export function linkName(item: NavLinkItem, unreadCount: number | undefined): string | undefined {
  return item.unread && unreadCount ? `${item.label}, ${unreadCount} unread` : undefined;
}
