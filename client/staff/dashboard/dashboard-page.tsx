import { Navigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useSetupPending } from '../setup/queries.ts';
import { useT } from '../../i18n/use-t.ts';
import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import { UpcomingEventsCard } from '../events/upcoming-events-card.tsx';
import { StaffOnDutyCard } from '../staff-management/staff-on-duty-card.tsx';
import { DueDosesCard } from '../health/due-doses-card.tsx';
import { QuickActions } from './quick-actions.tsx';
import { RecentAlertsCard } from './recent-alerts-card.tsx';
import { RatioAlert, RoomRatiosCard } from './room-ratios-card.tsx';
import { StatCards } from './stat-cards.tsx';
import { TodaysAttendanceCard } from './todays-attendance-card.tsx';
import { UnexpectedAbsenceAlert } from './unexpected-absence-alert.tsx';

// The dialogs load beside the screen, not before it paints (lazyDialog).
const EnrollChildDialog = lazyDialog(() =>
  import('../enrolment/enroll-child-dialog.tsx').then((m) => m.EnrollChildDialog),
);
const CheckInOutDialog = lazyDialog(() =>
  import('../attendance/check-in-out-dialog.tsx').then((m) => m.CheckInOutDialog),
);
const DailyReportDialog = lazyDialog(() =>
  import('../daily-reports/daily-report-dialog.tsx').then((m) => m.DailyReportDialog),
);
const IncidentReportDialog = lazyDialog(() =>
  import('../incidents/incident-report-dialog.tsx').then((m) => m.IncidentReportDialog),
);
const LogActivityDialog = lazyDialog(() =>
  import('../activities/log-activity-dialog.tsx').then((m) => m.LogActivityDialog),
);
const EditRoomRatioDialog = lazyDialog(() =>
  import('../rooms/edit-room-ratio-dialog.tsx').then((m) => m.EditRoomRatioDialog),
);

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
  // A production centre's first director is led through its set-up first (issue 39).
  if (useSetupPending()) return <Navigate to="/setup" replace />;
  return (
    <div className="space-y-6">
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      <RatioAlert />
      <UnexpectedAbsenceAlert />
      <StatCards />
      <QuickActions dialogs={quickActionDialogs} />
      <RoomRatiosCard editRatioDialog={EditRoomRatioDialog} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <TodaysAttendanceCard checkInOutDialog={CheckInOutDialog} />
        </div>
        <aside aria-label={t('dashboard.todayAtTheCentre')} className="space-y-6">
          <DueDosesCard />
          <UpcomingEventsCard />
          <StaffOnDutyCard />
          <RecentAlertsCard />
        </aside>
      </div>
    </div>
  );
}
