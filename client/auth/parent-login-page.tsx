import { AppLink } from '../app/app-link.tsx';
import { LoginForm } from './login-form.tsx';
import { useT } from '../i18n/use-t.ts';
import { LoginShell } from './login-shell.tsx';

export function ParentLoginPage() {
  const t = useT();
  return (
    <LoginShell
      title={t('auth.parentPortal')}
      cardTitle={t('auth.parentLogin')}
      description={t('auth.parentDescription')}
      footer={
        <p>
          {t('auth.workAtCentre')}{' '}
          <AppLink to="/login" className="font-medium text-blue-700 underline underline-offset-2">
            {t('auth.staffLogin')}
          </AppLink>
        </p>
      }
    >
      <LoginForm portal="parent" />
    </LoginShell>
  );
}
