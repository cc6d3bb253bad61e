import { AppLink } from '../app/app-link.tsx';
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
          <AppLink
            to="/parent-login"
            className="font-medium text-blue-700 underline underline-offset-2"
          >
            {t('auth.parentPortalLogin')}
          </AppLink>
        </p>
      }
    >
      <LoginForm portal="staff" />
    </LoginShell>
  );
}
