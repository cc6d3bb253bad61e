import {
  AlertTriangle,
  BarChart3,
  ClipboardList,
  LogIn,
  Palette,
  Sprout,
  Sun,
  UserPlus,
} from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';

export type QuickAction = 'enrol' | 'attendance' | 'daily' | 'incident' | 'activity';
type Open = QuickAction | null;

// Labels wrap inside their tile (a long French or German one), never past it.
const quickAction = 'h-auto flex-col gap-2 py-4 text-center whitespace-normal';

/**
 * The Quick Actions open other features' dialogs. The dashboard page (the composition root,
 * docs/decisions/013) passes them in: each dialog lives with its feature and its queries;
 * this card only decides which one is open.
 */
export function QuickActions({
  dialogs,
}: {
  dialogs: Record<QuickAction, ComponentType<DialogSlotProps>>;
}) {
  const t = useT();
  const [open, setOpen] = useState<Open>(null);
  const slot = (which: Exclude<Open, null>) => ({
    open: open === which,
    onOpenChange: (isOpen: boolean) => setOpen(isOpen ? which : null),
  });
  const actions = [
    { key: 'enrol', label: msg('dashboard.quickAction.enrol'), icon: UserPlus },
    { key: 'attendance', label: msg('dashboard.quickAction.checkInOut'), icon: LogIn },
    { key: 'daily', label: msg('dashboard.quickAction.dailyReport'), icon: ClipboardList },
    { key: 'incident', label: msg('dashboard.quickAction.incidentReport'), icon: AlertTriangle },
    // Beyond the spec's four: the prototype listed activities but had no way to log one.
    { key: 'activity', label: msg('dashboard.quickAction.logActivity'), icon: Palette },
  ] as const;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.quickActions')}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        {actions.map(({ key, label, icon: Icon }) => (
          <Button key={key} variant="outline" className={quickAction} onClick={() => setOpen(key)}>
            <Icon className="size-5" aria-hidden="true" />
            {t(label)}
          </Button>
        ))}
        <Button asChild variant="outline" className={quickAction}>
          <Link to="/reports">
            <BarChart3 className="size-5" aria-hidden="true" />
            {t('dashboard.quickAction.viewReports')}
          </Link>
        </Button>
        {/* Issue 17: the room's milestones, for planning the day's activities. */}
        <Button asChild variant="outline" className={quickAction}>
          <Link to="/milestones">
            <Sprout className="size-5" aria-hidden="true" />
            {t('dashboard.quickAction.milestones')}
          </Link>
        </Button>
        {/* Issue 42: the room's day, logged for several children at once. */}
        <Button asChild variant="outline" className={quickAction}>
          <Link to="/room-day">
            <Sun className="size-5" aria-hidden="true" />
            {t('dashboard.quickAction.roomDay')}
          </Link>
        </Button>
      </CardContent>
      {actions.map(({ key }) => {
        const Dialog = dialogs[key];
        return <Dialog key={key} {...slot(key)} />;
      })}
    </Card>
  );
}
