import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ImmunisationResponse, ScheduledDose } from '../../../contract/immunisations.ts';
import { useT } from '../../i18n/use-t.ts';
import { routeUrl } from '../../lib/api.ts';
import { formatCalendarDay } from '../../lib/format.ts';
import { Badge } from '../ui/badge.tsx';
import { doseStateLabels, doseStateVariant } from './immunisation-labels.ts';

/** The immunisations card's lists (decision 066): doses entered, the schedule's doses. */

export function DoseEntries({
  entries,
  render,
}: {
  entries: ImmunisationResponse[];
  render: (entry: ImmunisationResponse) => ReactNode;
}) {
  if (entries.length === 0) return null;
  return <ul className="divide-y divide-slate-200">{entries.map(render)}</ul>;
}

export function DoseList({
  doses,
  name,
}: {
  doses: ScheduledDose[];
  name: (d: ScheduledDose) => string;
}) {
  const t = useT();
  return (
    <ul className="divide-y divide-slate-200">
      {doses.map((d) => (
        <li key={`${d.vaccine}-${d.doseNumber}`} className="flex flex-wrap items-center gap-2 py-2">
          <span className="font-medium">{name(d)}</span>
          <span className="text-sm text-slate-700">
            {t('immunisations.card.dueOn', { date: formatCalendarDay(d.dueDate) })}
          </span>
          <Badge variant={doseStateVariant[d.state]}>{t(doseStateLabels[d.state])}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** An exemption's document, opened in a new tab (served to staff and the child's guardians). */
export function ExemptionDocumentLink({
  childId,
  exemptionId,
  name,
}: {
  childId: number;
  exemptionId: number;
  name: string;
}) {
  const t = useT();
  return (
    <a
      href={routeUrl('GET /api/children/:id/immunisation-exemptions/:exemptionId/document', {
        params: { id: childId, exemptionId },
      })}
      target="_blank"
      rel="noreferrer"
      className="inline-flex min-h-11 items-center gap-1 text-blue-800 underline underline-offset-2"
      aria-label={t('immunisations.card.documentNamed', { name })}
    >
      <FileText aria-hidden="true" className="size-4" />
      {t('immunisations.card.document')}
    </a>
  );
}
