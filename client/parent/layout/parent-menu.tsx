import { Settings } from 'lucide-react';
import type { MeResponse } from '../../../contract/auth.ts';
import { AccountMenu, AccountMenuLink } from '../../components/shell/account-menu.tsx';

interface ParentMenuProps {
  me: MeResponse;
  onSignOut: () => void;
}

export function ParentMenu({ me, onSignOut }: ParentMenuProps) {
  return (
    <AccountMenu me={me} label="Parent Menu" signOutLabel="Sign out" onSignOut={onSignOut}>
      {/* Account settings is a view of the parent dashboard (spec), kept in the URL. */}
      <AccountMenuLink to="/parent-dashboard?view=settings" icon={Settings}>
        Settings
      </AccountMenuLink>
    </AccountMenu>
  );
}
