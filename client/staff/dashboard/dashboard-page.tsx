import { PageHeader } from '../../components/ui/page-header.tsx';
import { QuickActions } from './quick-actions.tsx';

/**
 * The staff dashboard. Its sections (stat cards, live ratios, today's attendance, events,
 * staff on duty, recent alerts) are filled in by docs/decisions/007's dashboard work.
 */
export function DashboardPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Welcome to Staff Dashboard"
        description="Manage your daycare operations with ease"
      />
      <QuickActions />
    </div>
  );
}
