import { PageHeader } from '../../components/ui/page-header.tsx';
import { UpcomingEventsCard } from '../events/upcoming-events-card.tsx';
import { StaffOnDutyCard } from '../staff-management/staff-on-duty-card.tsx';
import { QuickActions } from './quick-actions.tsx';
import { RecentAlertsCard } from './recent-alerts-card.tsx';
import { RatioAlert, RoomRatiosCard } from './room-ratios-card.tsx';
import { StatCards } from './stat-cards.tsx';
import { TodaysAttendanceCard } from './todays-attendance-card.tsx';

/**
 * The staff dashboard (spec 'Staff dashboard'). The page is the composition root: it places
 * other features' cards and dialogs (docs/decisions/007); each fetches its own data.
 */
export function DashboardPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Welcome to Staff Dashboard"
        description="Manage your daycare operations with ease"
      />
      <RatioAlert />
      <StatCards />
      <QuickActions />
      <RoomRatiosCard />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <TodaysAttendanceCard />
        </div>
        <aside aria-label="Today at the centre" className="space-y-6">
          <UpcomingEventsCard />
          <StaffOnDutyCard />
          <RecentAlertsCard />
        </aside>
      </div>
    </div>
  );
}
