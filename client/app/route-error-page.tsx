import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * Shown when a screen fails to render or its code cannot be loaded (most often: a new
 * version was deployed while the page was open, so the old chunk names are gone).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <main className="grid min-h-dvh place-items-center px-4">
      <div className="max-w-md space-y-4 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
        <p className="text-slate-700">
          This page could not be shown. Reloading usually fixes it; if it does not, please contact
          the centre.
        </p>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </div>
    </main>
  );
}
