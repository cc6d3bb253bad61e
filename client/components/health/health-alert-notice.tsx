import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useT } from '../../i18n/use-t.ts';
import { severityLabels } from './health-labels.ts';
import { healthAlertsQuery } from './health-queries.ts';

/**
 * What staff must see before they take a child in (the Check In/Out dialog): each allergy
 * and condition with its severity, and the enrolment's notes; nothing for a child with none.
 */
export function HealthAlertNotice({ childId }: { childId: number | undefined }) {
  const t = useT();
  const alerts = useQuery(healthAlertsQuery());
  const alert = childId === undefined ? undefined : alerts.data?.find((a) => a.childId === childId);
  if (!alert || (alert.conditions.length === 0 && !alert.allergyNotes)) return null;
  return (
    <div
      role="status"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
      data-testid="health-alert"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
        {t('healthRecords.notice.title')}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-6">
        {alert.conditions.map((c) => (
          <li key={`${c.kind}-${c.name}`}>
            {t('healthRecords.notice.entry', {
              name: c.name,
              severity: t(severityLabels[c.severity]),
            })}
          </li>
        ))}
        {alert.allergyNotes ? (
          <li>{t('healthRecords.notice.notes', { notes: alert.allergyNotes })}</li>
        ) : null}
      </ul>
    </div>
  );
}
