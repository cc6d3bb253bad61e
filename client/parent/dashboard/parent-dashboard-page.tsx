import { useSearchParams } from 'react-router';
import { ProfileView } from '../profile/profile-view.tsx';
import { SettingsView } from '../settings/settings-view.tsx';
import { DashboardView } from './dashboard-view.tsx';
import { isPlaceholderView, PlaceholderViewPage } from './placeholder-view.tsx';

/**
 * The parent portal's home. The spec's internal views (settings, cameras, gallery, ...) are
 * chosen by ?view= so the route stays /parent-dashboard while back and reload still work.
 */
export function ParentDashboardPage() {
  const [params] = useSearchParams();
  const view = params.get('view');
  if (view === 'settings') return <SettingsView />;
  if (view === 'profile') return <ProfileView />;
  if (isPlaceholderView(view)) return <PlaceholderViewPage view={view} />;
  return <DashboardView />;
}
