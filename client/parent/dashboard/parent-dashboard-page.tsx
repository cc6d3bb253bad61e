import { useSearchParams } from 'react-router';
import { MessagesView } from '../messages/messages-view.tsx';
import { ProfileView } from '../profile/profile-view.tsx';
import { ChildReports } from '../reports/child-reports.tsx';
import { SettingsView } from '../settings/settings-view.tsx';
import { DashboardView } from './dashboard-view.tsx';
import { isPlaceholderView, PlaceholderViewPage } from './placeholder-view.tsx';

/**
 * The parent portal's home, and its composition root (docs/decisions/013): the only parent
 * file that imports other features. The spec's internal views (settings, cameras, gallery,
 * messages, ...) are chosen by ?view= so the route stays /parent-dashboard while back and reload
 * still work; the home view shows the reports feature's lists for the chosen child.
 */
export function ParentDashboardPage() {
  const [params] = useSearchParams();
  const view = params.get('view');
  if (view === 'settings') return <SettingsView />;
  if (view === 'profile') return <ProfileView />;
  if (view === 'messages') return <MessagesView />;
  if (isPlaceholderView(view)) return <PlaceholderViewPage view={view} />;
  return <DashboardView reports={(childId) => <ChildReports childId={childId} />} />;
}
