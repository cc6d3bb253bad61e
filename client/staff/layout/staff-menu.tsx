import { Bell, Settings, User } from 'lucide-react';
import type { MeResponse } from '../../../contract/auth.ts';
import { AccountMenu, AccountMenuLink } from '../../components/shell/account-menu.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { DropdownMenuItem } from '../../components/ui/dropdown-menu.tsx';

const roleLabel = { director: 'Director', staff: 'Staff', parent: 'Parent' } as const;

interface StaffMenuProps {
  me: MeResponse;
  unreadCount: number | undefined;
  onOpenNotifications: () => void;
  onLogout: () => void;
}

/** The desktop account menu: who is signed in, and where their own things are. */
export function StaffMenu({ me, unreadCount, onOpenNotifications, onLogout }: StaffMenuProps) {
  return (
    <AccountMenu
      me={me}
      label="Staff Menu"
      detail={roleLabel[me.role]}
      signOutLabel="Logout"
      onSignOut={onLogout}
    >
      <DropdownMenuItem onSelect={onOpenNotifications}>
        <Bell aria-hidden="true" />
        Notifications
        {unreadCount ? (
          <Badge variant="count" className="ml-auto">
            {unreadCount}
          </Badge>
        ) : null}
      </DropdownMenuItem>
      <AccountMenuLink to="/profile" icon={User}>
        Profile
      </AccountMenuLink>
      <AccountMenuLink to="/settings" icon={Settings}>
        Settings
      </AccountMenuLink>
    </AccountMenu>
  );
}
