import { CreditCard } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { firstName } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';

/**
 * The parent portal's home. The spec's internal views (settings, cameras, gallery, ...) are
 * chosen by ?view= so the route stays /parent-dashboard while back and reload still work.
 */
export function ParentDashboardPage() {
  const me = useCurrentUser();
  const [params] = useSearchParams();

  if (params.get('view') === 'settings') return <PageHeader title="Account Settings" />;

  return (
    <div className="space-y-8">
      <PageHeader
        title={`Welcome, ${firstName(me.displayName)}`}
        description="Here is what is happening at Sunny Days."
      />
      <div className="flex flex-wrap gap-3">
        <Link to="/parent-billing" className={buttonClasses('outline')}>
          <CreditCard aria-hidden="true" />
          Billing &amp; Payments
        </Link>
      </div>
    </div>
  );
}
