import { LoadingIndicator, loadingMessages } from '../components/ui/loading-indicator.tsx';

/** The whole page while a screen's code or the session is still on its way. */
export function PageLoading() {
  return (
    <main className="grid min-h-dvh place-items-center">
      <LoadingIndicator variant="children" message={loadingMessages.page} />
    </main>
  );
}
