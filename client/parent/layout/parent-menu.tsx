import { Settings } from 'lucide-react';
import type { MeResponse } from '../../../contract/auth.ts';
import { AccountMenu, AccountMenuLink } from '../../components/shell/account-menu.tsx';
import { useT } from '../../i18n/use-t.ts';

interface ParentMenuProps {
  me: MeResponse;
  onSignOut: () => void;
}

export function ParentMenu({ me, onSignOut }: ParentMenuProps) {
  const t = useT();
  return (
    <AccountMenu
      me={me}
      label={t('parentNav.parentMenu')}
      signOutLabel={t('parentNav.signOut')}
      onSignOut={onSignOut}
    >
      {/* Account settings is a view of the parent dashboard (spec), kept in the URL. */}
      <AccountMenuLink to="/parent-dashboard?view=settings" icon={Settings}>
        {t('parentNav.settings')}
      </AccountMenuLink>
    </AccountMenu>
  );
}
