import { CreditCard, Settings, User } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { firstName } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { ProfileView } from '../profile/profile-view.tsx';
import { SettingsView } from '../settings/settings-view.tsx';

/**
 * The parent portal's home. The spec's internal views (settings, cameras, gallery, ...) are
 * chosen by ?view= so the route stays /parent-dashboard while back and reload still work.
 */
export function ParentDashboardPage() {
  const me = useCurrentUser();
  const [params] = useSearchParams();

  const view = params.get('view');
  if (view === 'settings') return <SettingsView />;
  if (view === 'profile') return <ProfileView />;

  return (
    <div className="space-y-8">
      <PageHeader
        title={`Welcome, ${firstName(me.displayName)}`}
        description="Here is what is happening at Sunny Days."
      />
      <div className="flex flex-wrap gap-3">
        <Link to="?view=profile" className={buttonClasses('outline')}>
          <User aria-hidden="true" />
          View Profile
        </Link>
        <Link to="/parent-billing" className={buttonClasses('outline')}>
          <CreditCard aria-hidden="true" />
          Billing &amp; Payments
        </Link>
        <Link to="?view=settings" className={buttonClasses('outline')}>
          <Settings aria-hidden="true" />
          Account Settings
        </Link>
      </div>
    </div>
  );
}
