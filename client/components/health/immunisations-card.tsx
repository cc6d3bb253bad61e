import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, ChevronDown, ChevronUp, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type {
  ExemptionResponse,
  ImmunisationResponse,
  ScheduledDose,
} from '../../../contract/immunisations.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay } from '../../lib/format.ts';
import { useCan } from '../../lib/session.ts';
import { toastError } from '../../lib/toast-error.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { toast } from '../ui/toast-store.ts';
import { ExemptionDialog } from './exemption-dialog.tsx';
import {
  exemptionKindLabels,
  statusLabels,
  statusVariant,
  vaccineLabels,
} from './immunisation-labels.ts';
import { childImmunisationsQuery, useRemoveEntry, useVerifyEntry } from './immunisation-queries.ts';
import { DoseEntries, DoseList, ExemptionDocumentLink } from './immunisation-lists.tsx';
import { RecordDoseDialog } from './record-dose-dialog.tsx';

type Entry = { kind: 'dose' | 'exemption'; id: number; name: string };

/**
 * A child's immunisations (decision 066, both portals): the status and what is due next from
 * the centre's schedule, the doses given and the exemptions. A guardian's entries show
 * "Awaiting verification" until staff verify them.
 */
export function ImmunisationsCard({ childId }: { childId: number }) {
  const t = useT();
  const query = useQuery(childImmunisationsQuery(childId));
  const canEdit = useCan('health.update');
  const canVerify = useCan('immunisation.verify');
  const [dialog, setDialog] = useState<'dose' | 'exemption' | null>(null);
  const [removing, setRemoving] = useState<Entry | null>(null);
  const [showVerified, setShowVerified] = useState(false);
  const verify = useVerifyEntry(childId);
  const remove = useRemoveEntry(childId);
  const data = query.data;

  const doseName = (d: { vaccine: ScheduledDose['vaccine']; doseNumber: number }) =>
    t('immunisations.card.doseLine', { vaccine: t(vaccineLabels[d.vaccine]), dose: d.doseNumber });
  const exemptionName = (e: ExemptionResponse) =>
    t('immunisations.card.exemptionLine', {
      vaccine: e.vaccine ? t(vaccineLabels[e.vaccine]) : t('immunisations.card.allVaccines'),
      kind: t(exemptionKindLabels[e.kind]),
    });
  const onVerify = (entry: Entry) =>
    verify.mutate(entry, {
      onSuccess: () =>
        toast({ title: t('immunisations.card.verifiedToast', { name: entry.name }) }),
      onError: (error) => toastError(error, t('immunisations.card.verifyFailed')),
    });
  // Staff verify and remove any entry; a guardian removes only their own unverified ones.
  const actions = (entry: Entry, verified: boolean) => (
    <div className="flex flex-wrap gap-2">
      {canVerify && !verified ? (
        <Button
          size="sm"
          variant="outline"
          className="min-h-11"
          disabled={verify.isPending}
          onClick={() => onVerify(entry)}
          aria-label={t('immunisations.card.verifyNamed', { name: entry.name })}
        >
          <CheckCircle2 aria-hidden="true" />
          {t('immunisations.card.verify')}
        </Button>
      ) : null}
      {canEdit && (canVerify || !verified) ? (
        <Button
          size="sm"
          variant="outline"
          className="min-h-11"
          onClick={() => setRemoving(entry)}
          aria-label={t('immunisations.card.removeNamed', { name: entry.name })}
        >
          <Trash2 aria-hidden="true" />
          {t('immunisations.card.remove')}
        </Button>
      ) : null}
    </div>
  );
  const awaiting = <Badge variant="warning">{t('immunisations.card.awaitingVerification')}</Badge>;
  const doseEntry = (i: ImmunisationResponse) => {
    const entry = { kind: 'dose' as const, id: i.id, name: doseName(i) };
    return (
      <li key={i.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{entry.name}</span>
          <span className="text-sm text-slate-700">
            {t('immunisations.card.givenOn', { date: formatCalendarDay(i.dateGiven) })}
          </span>
          {i.verifiedAt ? null : awaiting}
        </div>
        {actions(entry, i.verifiedAt !== null)}
      </li>
    );
  };

  let body: ReactNode;
  if (query.isError)
    body = (
      <p role="alert" className="text-red-800">
        {t('immunisations.card.loadFailed')}
      </p>
    );
  else if (!data)
    body = (
      <p role="status" className="text-slate-600">
        {t('immunisations.card.loading')}
      </p>
    );
  else {
    const pending = data.schedule.filter((d) => ['overdue', 'due', 'dueSoon'].includes(d.state));
    const verifiedCount = data.immunisations.filter((i) => i.verifiedAt).length;
    const unverified =
      data.immunisations.some((i) => !i.verifiedAt) || data.exemptions.some((e) => !e.verifiedAt);
    body = (
      <div className="space-y-5">
        <div className="space-y-1" data-testid="immunisation-status">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {t('immunisations.card.status')}
            <Badge variant={statusVariant[data.status]}>{t(statusLabels[data.status])}</Badge>
          </p>
          <p className="text-slate-800">
            {data.nextDue
              ? t('immunisations.card.nextDue', {
                  vaccine: t(vaccineLabels[data.nextDue.vaccine]),
                  dose: data.nextDue.doseNumber,
                  date: formatCalendarDay(data.nextDue.dueDate),
                })
              : t('immunisations.card.nothingDue')}
          </p>
        </div>
        <section className="space-y-2">
          <h3 className="font-semibold text-slate-900">{t('immunisations.card.dueTitle')}</h3>
          {pending.length === 0 ? (
            <p className="text-slate-600">{t('immunisations.card.noneDue')}</p>
          ) : (
            <DoseList doses={pending} name={doseName} />
          )}
          <details className="rounded-md border border-slate-200 p-3">
            <summary className="min-h-11 cursor-pointer py-2 font-medium text-blue-800">
              {t('immunisations.card.fullSchedule')}
            </summary>
            <DoseList doses={data.schedule} name={doseName} />
          </details>
        </section>
        <section className="space-y-2">
          <h3 className="font-semibold text-slate-900">{t('immunisations.card.givenTitle')}</h3>
          {data.immunisations.length === 0 ? (
            <p className="text-slate-600">{t('immunisations.card.noneGiven')}</p>
          ) : (
            <>
              {/* What awaits staff stays in sight; the verified record folds away (long on a phone). */}
              <DoseEntries
                entries={data.immunisations.filter((i) => !i.verifiedAt)}
                render={doseEntry}
              />
              {verifiedCount > 0 ? (
                // A button, not a details element: Chromium never finishes the transitions
                // of buttons folded in one; the list is rendered only when shown.
                <Button
                  variant="outline"
                  className="min-h-11"
                  aria-expanded={showVerified}
                  onClick={() => setShowVerified((shown) => !shown)}
                >
                  {showVerified ? (
                    <ChevronUp aria-hidden="true" />
                  ) : (
                    <ChevronDown aria-hidden="true" />
                  )}
                  {t('immunisations.card.verifiedDoses', { count: verifiedCount })}
                </Button>
              ) : null}
              {showVerified ? (
                <DoseEntries
                  entries={data.immunisations.filter((i) => i.verifiedAt)}
                  render={doseEntry}
                />
              ) : null}
            </>
          )}
        </section>
        {data.exemptions.length > 0 ? (
          <section className="space-y-2">
            <h3 className="font-semibold text-slate-900">
              {t('immunisations.card.exemptionsTitle')}
            </h3>
            <ul className="divide-y divide-slate-200">
              {data.exemptions.map((e) => {
                const entry = { kind: 'exemption' as const, id: e.id, name: exemptionName(e) };
                return (
                  <li
                    key={e.id}
                    className="flex flex-col gap-2 py-2 sm:flex-row sm:justify-between"
                  >
                    <div className="space-y-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-medium">{entry.name}</span>
                        {e.verifiedAt ? null : awaiting}
                      </div>
                      {e.notes ? <p className="text-sm text-slate-700">{e.notes}</p> : null}
                      <ExemptionDocumentLink
                        childId={childId}
                        exemptionId={e.id}
                        name={entry.name}
                      />
                    </div>
                    {actions(entry, e.verifiedAt !== null)}
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
        {unverified ? (
          <p className="text-sm text-slate-700">{t('immunisations.card.awaitingHint')}</p>
        ) : null}
      </div>
    );
  }

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle>{t('immunisations.card.title')}</CardTitle>
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setDialog('dose')}>
              <Plus aria-hidden="true" />
              {t('immunisations.card.recordDose')}
            </Button>
            <Button variant="outline" onClick={() => setDialog('exemption')}>
              <Plus aria-hidden="true" />
              {t('immunisations.card.addExemption')}
            </Button>
          </div>
        ) : null}
      </CardHeader>
      <CardContent>{body}</CardContent>
      {dialog === 'dose' ? (
        <RecordDoseDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          childId={childId}
        />
      ) : null}
      {dialog === 'exemption' ? (
        <ExemptionDialog open onOpenChange={(open) => !open && setDialog(null)} childId={childId} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('immunisations.card.removeTitle', { name: removing?.name ?? '' })}
        description={t('immunisations.card.removeDescription')}
        confirmLabel={t('immunisations.card.remove')}
        pendingLabel={t('immunisations.card.removing')}
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing, {
            onSuccess: () => {
              toast({ title: t('immunisations.card.removed', { name: removing.name }) });
              setRemoving(null);
            },
            onError: (error) => toastError(error, t('immunisations.card.removeFailed')),
          })
        }
      />
    </Card>
  );
}
