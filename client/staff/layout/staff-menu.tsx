import { Bell, Settings, User } from 'lucide-react';
import type { MeResponse } from '../../../contract/auth.ts';
import { AccountMenu, AccountMenuLink } from '../../components/shell/account-menu.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { DropdownMenuItem } from '../../components/ui/dropdown-menu.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';

const roleLabel = {
  director: msg('staffNav.role.director'),
  staff: msg('staffNav.role.staff'),
  parent: msg('staffNav.role.parent'),
} as const;

interface StaffMenuProps {
  me: MeResponse;
  unreadCount: number | undefined;
  onOpenNotifications: () => void;
  onLogout: () => void;
}

/** The desktop account menu: who is signed in, and where their own things are. */
export function StaffMenu({ me, unreadCount, onOpenNotifications, onLogout }: StaffMenuProps) {
  const t = useT();
  return (
    <AccountMenu
      me={me}
      label={t('staffNav.staffMenu')}
      detail={t(roleLabel[me.role])}
      signOutLabel={t('staffNav.logout')}
      onSignOut={onLogout}
    >
      <DropdownMenuItem onSelect={onOpenNotifications}>
        <Bell aria-hidden="true" />
        {t('staffNav.notifications')}
        {unreadCount ? (
          <Badge variant="count" className="ml-auto">
            {unreadCount}
          </Badge>
        ) : null}
      </DropdownMenuItem>
      <AccountMenuLink to="/profile" icon={User}>
        {t('staffNav.profile')}
      </AccountMenuLink>
      <AccountMenuLink to="/settings" icon={Settings}>
        {t('staffNav.settings')}
      </AccountMenuLink>
    </AccountMenu>
  );
}
