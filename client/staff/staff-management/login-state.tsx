import type { StaffLogin } from '../../../contract/staff-accounts.ts';
import { useT } from '../../i18n/use-t.ts';
import { permissionRoleLabels } from './permission-role-field.tsx';

/**
 * Whether they can sign in: a login and its permission role, an invitation pending or past
 * its expiry, deactivated, or none.
 */
export function LoginState({ login }: { login: StaffLogin | null }) {
  const t = useT();
  if (!login) return <>{t('accountAdmin.login.none')}</>;
  const role = t(permissionRoleLabels[login.role]);
  switch (login.state) {
    case 'active':
      return <>{t('accountAdmin.login.active', { role })}</>;
    case 'deactivated':
      return <>{t('accountAdmin.login.deactivated')}</>;
    case 'invited':
      return <>{t('accountAdmin.login.invited', { role })}</>;
    case 'invitationExpired':
      return <>{t('accountAdmin.login.invitationExpired', { role })}</>;
  }
}
