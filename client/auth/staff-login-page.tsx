import { Link } from 'react-router';
import { LoginForm } from './login-form.tsx';
import { LoginShell } from './login-shell.tsx';

export function StaffLoginPage() {
  return (
    <LoginShell
      title="Staff Login"
      description="Sign in to manage your centre's day."
      footer={
        <p>
          Are you a parent?{' '}
          <Link
            to="/parent-login"
            className="font-medium text-blue-700 underline underline-offset-2"
          >
            Parent Portal Login
          </Link>
        </p>
      }
    >
      <LoginForm portal="staff" />
    </LoginShell>
  );
}
