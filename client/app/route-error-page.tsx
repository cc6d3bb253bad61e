import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { useT } from '../i18n/use-t.ts';

/**
 * Shown when a screen fails to render or its code cannot be loaded (most often: a new
 * version was deployed while the page was open, so the old chunk names are gone).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <main className="grid min-h-dvh place-items-center px-4">
      <div className="max-w-md space-y-4 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('common.routeError.title')}</h1>
        <p className="text-slate-700">{t('common.routeError.description')}</p>
        <Button onClick={() => window.location.reload()}>{t('common.routeError.reload')}</Button>
      </div>
    </main>
  );
}
