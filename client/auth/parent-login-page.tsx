import { Link } from 'react-router';
import { LoginForm } from './login-form.tsx';
import { LoginShell } from './login-shell.tsx';

export function ParentLoginPage() {
  return (
    <LoginShell
      title="Parent Portal"
      cardTitle="Parent Login"
      description="Sign in to follow your child's day."
      footer={
        <p>
          Work at the centre?{' '}
          <Link to="/login" className="font-medium text-blue-700 underline underline-offset-2">
            Staff Login
          </Link>
        </p>
      }
    >
      <LoginForm portal="parent" />
    </LoginShell>
  );
}
