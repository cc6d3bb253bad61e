import { useQuery } from '@tanstack/react-query';
import { DoorOpen } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { routeQuery } from '../../lib/api.ts';
import { useCentreTime } from '../../lib/centre-time.ts';
import { useAbsences } from '../../lib/handover-queries.ts';
import { absenceReasonLabels } from '../../lib/absence-reasons.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * Today's hand-over for the chosen child (decision 065): when they arrived and who brought
 * them, when they left and who collected them, or the absence the family reported.
 */
export function TodaysHandOver({ childId, today }: { childId: number; today: string }) {
  const t = useT();
  const centreTime = useCentreTime();
  const day = useQuery({
    queryKey: [...queryKeys.attendance(today), childId] as const,
    ...routeQuery('GET /api/attendance', { query: { childId: String(childId) } }),
  });
  const absences = useAbsences(childId);
  const record = day.data?.[0];
  const absence = absences.data?.find((a) => a.date === today);

  const lines: string[] = [];
  if (record?.checkInTime) {
    lines.push(
      t('handover.family.arrived', {
        time: centreTime(record.date, record.checkInTime),
        person: record.checkInBy ?? t('handover.family.unknown'),
      }),
    );
    lines.push(
      record.checkOutTime
        ? t('handover.family.left', {
            time: centreTime(record.date, record.checkOutTime),
            person: record.checkOutBy ?? t('handover.family.unknown'),
          })
        : t('handover.family.stillHere'),
    );
  } else if (absence) {
    lines.push(
      t('handover.family.absent', {
        reason: t(absenceReasonLabels[absence.reason]),
        note: absence.note,
      }),
    );
  } else if (day.isSuccess) lines.push(t('handover.family.notArrived'));

  return (
    <Card role="region" aria-labelledby="todays-hand-over">
      <CardHeader>
        <CardTitle id="todays-hand-over" className="flex items-center gap-2">
          <DoorOpen aria-hidden="true" className="size-5" />
          {t('handover.family.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {day.isError ? (
          <p className="text-sm text-red-700">{t('handover.loadFailed')}</p>
        ) : (
          <ul className="space-y-1 text-slate-900">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
