import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { Logo } from '../components/ui/logo.tsx';

export function NotFoundPage() {
  return (
    <main className="grid min-h-dvh place-items-center px-4">
      <div className="max-w-md space-y-4 text-center">
        <Logo />
        <h1 className="text-3xl font-bold text-slate-900">404 Page Not Found</h1>
        <p className="text-slate-700">
          Sorry, the page you were looking for was not found. It may have moved, or the address may
          be mistyped.
        </p>
        <Link to="/" className={buttonClasses('primary')}>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
