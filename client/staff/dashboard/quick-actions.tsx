import { AlertTriangle, BarChart3, ClipboardList, LogIn, Palette, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LogActivityDialog } from '../activities/log-activity-dialog.tsx';
import { CheckInOutDialog } from '../attendance/check-in-out-dialog.tsx';
import { DailyReportDialog } from '../daily-reports/daily-report-dialog.tsx';
import { EnrollChildDialog } from '../enrolment/enroll-child-dialog.tsx';
import { IncidentReportDialog } from '../incidents/incident-report-dialog.tsx';

type Open = 'enrol' | 'attendance' | 'daily' | 'incident' | 'activity' | null;

/**
 * The dashboard composes other features' dialogs (docs/decisions/007): each dialog lives
 * with its feature and its queries; the dashboard only decides which one is open.
 */
export function QuickActions() {
  const [open, setOpen] = useState<Open>(null);
  const slot = (which: Exclude<Open, null>) => ({
    open: open === which,
    onOpenChange: (isOpen: boolean) => setOpen(isOpen ? which : null),
  });
  const actions = [
    { key: 'enrol', label: 'Enroll New Child', icon: UserPlus },
    { key: 'attendance', label: 'Check In/Out', icon: LogIn },
    { key: 'daily', label: 'Daily Report', icon: ClipboardList },
    { key: 'incident', label: 'Incident Report', icon: AlertTriangle },
    // Beyond the spec's four: the prototype listed activities but had no way to log one.
    { key: 'activity', label: 'Log Activity', icon: Palette },
  ] as const;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {actions.map(({ key, label, icon: Icon }) => (
          <Button
            key={key}
            variant="outline"
            className="h-auto flex-col gap-2 py-4"
            onClick={() => setOpen(key)}
          >
            <Icon className="size-5" aria-hidden="true" />
            {label}
          </Button>
        ))}
        <Button asChild variant="outline" className="h-auto flex-col gap-2 py-4">
          <Link to="/reports">
            <BarChart3 className="size-5" aria-hidden="true" />
            View Reports
          </Link>
        </Button>
      </CardContent>
      <EnrollChildDialog {...slot('enrol')} />
      <CheckInOutDialog {...slot('attendance')} />
      <DailyReportDialog {...slot('daily')} />
      <IncidentReportDialog {...slot('incident')} />
      <LogActivityDialog {...slot('activity')} />
    </Card>
  );
}
