import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import type { HealthAlert } from '../../../contract/health-records.ts';
import { useT } from '../../i18n/use-t.ts';
import { Badge } from '../ui/badge.tsx';
import { healthAlertsQuery } from './health-queries.ts';

/** The names a badge lists: the structured entries, else the enrolment's free-text notes. */
export function alertNames(alert: HealthAlert): string[] {
  if (alert.conditions.length > 0) return alert.conditions.map((c) => c.name);
  return alert.allergyNotes ? [alert.allergyNotes] : [];
}

/** Whether any entry is severe (anaphylaxis): the badge says so first. */
const isSevere = (alert: HealthAlert) => alert.conditions.some((c) => c.severity === 'severe');

/**
 * A red badge on a child with allergies or conditions (the attendance table, the Check In/Out
 * dialog): what they are, severe first; nothing for a child with none.
 */
export function HealthAlertBadge({ childId }: { childId: number }) {
  const t = useT();
  const alerts = useQuery(healthAlertsQuery());
  const alert = alerts.data?.find((a) => a.childId === childId);
  if (!alert) return null;
  const names = alertNames(alert).join(', ');
  if (!names) return null;
  return (
    <Badge variant="danger" className="gap-1 text-left whitespace-normal">
      <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
      {isSevere(alert)
        ? t('healthRecords.badge.severe', { names })
        : t('healthRecords.badge.allergies', { names })}
    </Badge>
  );
}
