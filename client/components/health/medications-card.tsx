import type { ReactNode } from 'react';
import type { DoseResponse, MedicationResponse } from '../../../contract/health-records.ts';
import { useT } from '../../i18n/use-t.ts';
import { routeUrl } from '../../lib/api.ts';
import { useCentreTime } from '../../lib/centre-time.ts';
import { formatCalendarDay, formatDateTime } from '../../lib/format.ts';
import { Badge } from '../ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.tsx';
import { statusLabels } from './health-labels.ts';
import { amountText, scheduleText } from './medication-texts.ts';

const statusVariant = {
  awaitingAcceptance: 'warning',
  upcoming: 'neutral',
  active: 'success',
  ended: 'neutral',
} as const;

type Props = {
  childId: number;
  medications: MedicationResponse[];
  /** What the portal adds to the card's header (a parent's Authorise medication). */
  headerAction?: ReactNode;
  /** What the portal adds under one authorisation (staff: Accept, Log dose). */
  actions?: (medication: MedicationResponse) => ReactNode;
  /** What the portal adds to one entry (staff: Correct). */
  doseAction?: (medication: MedicationResponse, dose: DoseResponse) => ReactNode;
};

/**
 * A child's medications (decision 066): each authorisation as signed (dose, route, when,
 * dates, prescriber, signature), its state, its label photo, and every dose entry with the
 * corrections beside what they correct. Both portals show it; each adds its own actions.
 */
export function MedicationsCard({
  childId,
  medications,
  headerAction,
  actions,
  doseAction,
}: Props) {
  const t = useT();
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle>{t('healthRecords.medications.title')}</CardTitle>
        {headerAction}
      </CardHeader>
      <CardContent className="space-y-4">
        {medications.length === 0 ? (
          <p className="text-slate-600">{t('healthRecords.medications.none')}</p>
        ) : (
          medications.map((m) => (
            <section
              key={m.id}
              aria-labelledby={`medication-${m.id}`}
              className="rounded-md border border-slate-200 p-3"
            >
              <div className="flex flex-wrap items-center gap-2">
                <h3 id={`medication-${m.id}`} className="font-semibold text-slate-900">
                  {m.name}
                </h3>
                <Badge variant={statusVariant[m.status]}>{t(statusLabels[m.status])}</Badge>
              </div>
              <p className="mt-1 text-sm text-slate-800">{scheduleText(t, m)}</p>
              <p className="text-sm text-slate-700">
                {t('healthRecords.medication.dates', {
                  start: formatCalendarDay(m.startDate),
                  end: formatCalendarDay(m.endDate),
                })}
                {m.prescriber
                  ? ` · ${t('healthRecords.medication.prescriber', { name: m.prescriber })}`
                  : ''}
              </p>
              {m.instructions ? (
                <p className="text-sm whitespace-pre-line text-slate-700">{m.instructions}</p>
              ) : null}
              <p className="text-sm text-slate-600">
                {t('healthRecords.medication.signed', {
                  name: m.signatureName,
                  at: formatDateTime(m.signedAt),
                })}
                {m.acceptedAt
                  ? ` · ${t('healthRecords.medication.accepted', {
                      name: m.acceptedBy ?? '',
                      at: formatDateTime(m.acceptedAt),
                    })}`
                  : ''}
              </p>
              {m.hasLabel ? (
                <a
                  className="text-sm font-medium text-blue-800 underline underline-offset-2"
                  href={routeUrl('GET /api/children/:id/medications/:medicationId/label', {
                    params: { id: childId, medicationId: m.id },
                  })}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('healthRecords.medication.label')}
                </a>
              ) : null}
              {actions ? <div className="mt-2 flex flex-wrap gap-2">{actions(m)}</div> : null}
              <DoseLog medication={m} doseAction={doseAction} />
            </section>
          ))
        )}
      </CardContent>
    </Card>
  );
}

function DoseLog({
  medication,
  doseAction,
}: {
  medication: MedicationResponse;
  doseAction?: Props['doseAction'];
}) {
  const t = useT();
  const centreTime = useCentreTime();
  if (medication.doses.length === 0)
    return <p className="mt-2 text-sm text-slate-600">{t('healthRecords.doses.none')}</p>;
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-slate-900">{t('healthRecords.doses.title')}</h4>
      <ul className="mt-1 divide-y divide-slate-200">
        {medication.doses.map((dose) => {
          const when = t('healthRecords.doses.when', {
            date: formatCalendarDay(dose.date),
            time: centreTime(dose.date, dose.time),
          });
          const corrected = dose.correctedByDoseId !== null;
          return (
            <li key={dose.id} className="py-2 text-sm" data-testid="dose-entry">
              <p className={corrected ? 'text-slate-500 line-through' : 'text-slate-900'}>
                {dose.notGiven
                  ? t('healthRecords.doses.notGiven', { when })
                  : t('healthRecords.doses.given', {
                      when,
                      amount: amountText(t, dose.amount, medication.doseUnit),
                      name: dose.givenBy ?? '',
                    })}
                {dose.witness ? ` ${t('healthRecords.doses.witness', { name: dose.witness })}` : ''}
              </p>
              {corrected ? (
                <p className="text-slate-600">{t('healthRecords.doses.correctedLater')}</p>
              ) : null}
              {dose.correctsDoseId !== null ? (
                <p className="text-slate-700">
                  {t('healthRecords.doses.correction', { reason: dose.correctionReason })}
                </p>
              ) : null}
              {dose.notes ? <p className="text-slate-700">{dose.notes}</p> : null}
              <p className="text-xs text-slate-600">
                {t('healthRecords.doses.recorded', {
                  name: dose.recordedBy ?? '',
                  at: formatDateTime(dose.recordedAt),
                })}
              </p>
              {doseAction && !corrected ? doseAction(medication, dose) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
