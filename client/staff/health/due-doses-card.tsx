import { useQuery } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';
import { Pill } from 'lucide-react';
import { Link } from 'react-router';
import type { DueDose } from '../../../contract/health-records.ts';
import { amountText } from '../../components/health/medication-texts.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { routeQuery } from '../../lib/api.ts';
import { formatClockTime } from '../../lib/format.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const dueDosesQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.health, 'due-doses'],
    ...routeQuery('GET /api/health/due-doses', { query: {} }),
    // The list follows the clock: a dose becomes missed when its window closes.
    refetchInterval: 60_000,
  });

/** The doses by room, rooms in the order of their first dose. */
function rooms(doses: DueDose[]): [string, DueDose[]][] {
  const byRoom = new Map<string, DueDose[]>();
  for (const dose of doses) byRoom.set(dose.room, [...(byRoom.get(dose.room) ?? []), dose]);
  return [...byRoom];
}

/**
 * Today's due doses on the staff dashboard (decision 066): "Aarav: Amoxicillin 5 ml at
 * 12:00", each until it is logged, missed ones marked; each opens the child's record.
 */
export function DueDosesCard() {
  const t = useT();
  const due = useQuery(dueDosesQuery());
  const doses = due.data?.doses ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Pill className="size-5" aria-hidden="true" />
          {t('health.due.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {due.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t('health.due.loadFailed')}
          </p>
        ) : due.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            {t('health.due.loading')}
          </p>
        ) : doses.length === 0 ? (
          <p className="text-sm text-slate-600">{t('health.due.none')}</p>
        ) : (
          <div className="space-y-3" data-testid="due-doses">
            {rooms(doses).map(([room, list]) => (
              <section key={room} aria-label={room}>
                <h3 className="text-sm font-semibold text-slate-700">{room}</h3>
                <ul className="mt-1 space-y-2">
                  {list.map((d) => (
                    <li
                      key={`${d.medicationId}-${d.time}`}
                      className="flex flex-wrap items-center gap-2 text-sm"
                    >
                      <Link
                        to={`/children/${d.childId}/health`}
                        className="font-medium text-blue-800 underline underline-offset-2"
                      >
                        {t('health.due.line', {
                          child: d.childName.split(' ')[0] ?? d.childName,
                          medication: d.medicationName,
                          dose: amountText(t, d.doseAmount, d.doseUnit),
                          time: formatClockTime(d.time),
                        })}
                      </Link>
                      {d.state === 'missed' ? (
                        <Badge variant="danger">{t('health.due.missed')}</Badge>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
