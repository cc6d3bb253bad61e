import type { Action } from '../../../contract/permissions.ts';
import { msg, t } from '../../i18n/i18n.ts';
import { useMe } from '../../lib/session.ts';

export interface NavLinkItem {
  to: string;
  /** A message id: render it with `t(item.label)`. */
  label: string;
  /** Shows the unread-message count beside the label. */
  unread?: boolean;
  /** Shown only to those the server allows this (Billing: directors). */
  permission?: Action;
}

/** The links this user may follow: a link with a permission only for those who hold it. */
export function useAllowedLinks(links: readonly NavLinkItem[]): NavLinkItem[] {
  const actions = useMe().data?.actions ?? [];
  return links.filter((item) => !item.permission || actions.includes(item.permission));
}

/** Health records (decision 066): the rooms' allergy lists and today's doses. */
const healthLink: NavLinkItem = {
  to: '/health',
  label: msg('staffNav.health'),
  permission: 'healthList.read',
};

const billingLink: NavLinkItem = {
  to: '/billing',
  label: msg('staffNav.billing'),
  permission: 'billing.manage',
};

/**
 * Spec 'Staff navigation', desktop bar; 'Staff' added so /staff is reachable on desktop too,
 * and 'Milestones' (issue 17).
 */
export const desktopLinks: NavLinkItem[] = [
  { to: '/dashboard', label: msg('staffNav.dashboard') },
  { to: '/children', label: msg('staffNav.children') },
  { to: '/milestones', label: msg('staffNav.milestones') },
  healthLink,
  { to: '/staff', label: msg('staffNav.staff') },
  { to: '/parent-management', label: msg('staffNav.parents') },
  billingLink,
  { to: '/cameras', label: msg('staffNav.liveCameras') },
  { to: '/gallery-management', label: msg('staffNav.gallery') },
  { to: '/tax-documents-management', label: msg('staffNav.taxDocs') },
  { to: '/reports', label: msg('staffNav.reports') },
  { to: '/messages', label: msg('staffNav.messages'), unread: true },
];

/** Spec 'Staff navigation', mobile side panel, in its order. */
export const mobileLinks: NavLinkItem[] = [
  { to: '/dashboard', label: msg('staffNav.dashboard') },
  { to: '/children', label: msg('staffNav.children') },
  { to: '/staff', label: msg('staffNav.staff') },
  { to: '/cameras', label: msg('staffNav.cameras') },
  { to: '/gallery-management', label: msg('staffNav.gallery') },
  { to: '/messages', label: msg('staffNav.messages'), unread: true },
  { to: '/reports', label: msg('staffNav.reports') },
];

/**
 * The rest of the portal, so a phone reaches every screen the desktop bar and menu reach.
 */
export const mobileMoreLinks: NavLinkItem[] = [
  { to: '/milestones', label: msg('staffNav.milestones') },
  { to: '/room-day', label: msg('staffNav.roomDay') },
  healthLink,
  { to: '/parent-management', label: msg('staffNav.parents') },
  billingLink,
  { to: '/tax-documents-management', label: msg('staffNav.taxDocs') },
  { to: '/profile', label: msg('staffNav.profile') },
  { to: '/settings', label: msg('staffNav.settings') },
];

/** Prefix match (spec); the dashboard also lives at '/'. */
export function isCurrent(pathname: string, to: string): boolean {
  if (to === '/dashboard' && pathname === '/') return true;
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * 'Messages, 3 unread' for screen readers when there is a count to tell (in the reader's
 * language: the navigation calls `useT`, so it renders again when the language changes).
 */
export function linkName(item: NavLinkItem, unreadCount: number | undefined): string | undefined {
  return item.unread && unreadCount
    ? t('staffNav.unreadName', { label: t(item.label), count: unreadCount })
    : undefined;
}
