import { Link } from 'react-router';
import { LoginForm } from './login-form.tsx';
import { useT } from '../i18n/use-t.ts';
import { LoginShell } from './login-shell.tsx';

export function StaffLoginPage() {
  const t = useT();
  return (
    <LoginShell
      title={t('auth.staffLogin')}
      description={t('auth.staffDescription')}
      footer={
        <p>
          {t('auth.areYouParent')}{' '}
          <Link
            to="/parent-login"
            className="font-medium text-blue-700 underline underline-offset-2"
          >
            {t('auth.parentPortalLogin')}
          </Link>
        </p>
      }
    >
      <LoginForm portal="staff" />
    </LoginShell>
  );
}
