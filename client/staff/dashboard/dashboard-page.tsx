import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { LogActivityDialog } from '../activities/log-activity-dialog.tsx';
import { CheckInOutDialog } from '../attendance/check-in-out-dialog.tsx';
import { DailyReportDialog } from '../daily-reports/daily-report-dialog.tsx';
import { EnrollChildDialog } from '../enrolment/enroll-child-dialog.tsx';
import { UpcomingEventsCard } from '../events/upcoming-events-card.tsx';
import { IncidentReportDialog } from '../incidents/incident-report-dialog.tsx';
import { EditRoomRatioDialog } from '../rooms/edit-room-ratio-dialog.tsx';
import { StaffOnDutyCard } from '../staff-management/staff-on-duty-card.tsx';
import { QuickActions } from './quick-actions.tsx';
import { RecentAlertsCard } from './recent-alerts-card.tsx';
import { RatioAlert, RoomRatiosCard } from './room-ratios-card.tsx';
import { StatCards } from './stat-cards.tsx';
import { TodaysAttendanceCard } from './todays-attendance-card.tsx';

const quickActionDialogs = {
  enrol: EnrollChildDialog,
  attendance: CheckInOutDialog,
  daily: DailyReportDialog,
  incident: IncidentReportDialog,
  activity: LogActivityDialog,
};

/**
 * The staff dashboard (spec 'Staff dashboard'), and the staff portal's composition root
 * (docs/decisions/013): the only staff file that imports other features. It places their
 * cards and hands their dialogs to its own cards; each feature fetches its own data.
 */
export function DashboardPage() {
  const t = useT();
  return (
    <div className="space-y-6">
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      <RatioAlert />
      <StatCards />
      <QuickActions dialogs={quickActionDialogs} />
      <RoomRatiosCard editRatioDialog={EditRoomRatioDialog} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <TodaysAttendanceCard checkInOutDialog={CheckInOutDialog} />
        </div>
        <aside aria-label={t('dashboard.todayAtTheCentre')} className="space-y-6">
          <UpcomingEventsCard />
          <StaffOnDutyCard />
          <RecentAlertsCard />
        </aside>
      </div>
    </div>
  );
}
