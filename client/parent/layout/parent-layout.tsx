import { PortalShell } from '../../components/shell/portal-shell.tsx';
import { useLogout } from '../../lib/sign-out.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { ParentMenu } from './parent-menu.tsx';
import { UnreadIndicator } from './unread-indicator.tsx';

/** The frame around every parent screen: header with messages and the account menu. */
export function ParentLayout() {
  const me = useCurrentUser();
  const logout = useLogout();
  return (
    <PortalShell
      home="/parent-dashboard"
      width="max-w-5xl"
      actions={
        <div className="flex items-center gap-2">
          <UnreadIndicator />
          <ParentMenu me={me} onSignOut={() => logout.mutate()} />
        </div>
      }
    />
  );
}
