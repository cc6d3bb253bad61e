import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ConditionResponse } from '../../../contract/health-records.ts';
import { useT } from '../../i18n/use-t.ts';
import { useCan } from '../../lib/session.ts';
import { toastError } from '../../lib/toast-error.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { toast } from '../ui/toast-store.ts';
import { ConditionDialog } from './condition-dialog.tsx';
import { kindLabels, severityLabels } from './health-labels.ts';
import { useRemoveCondition } from './health-mutations.ts';

const severityVariant = { mild: 'neutral', moderate: 'warning', severe: 'danger' } as const;

/**
 * A child's allergies and conditions, severe first, with what to do and where the emergency
 * medication is; the enrolment's free-text notes beside them. Add, edit and remove for whoever
 * may (a guardian their own child's, staff any: decision 066).
 */
export function ConditionsCard({
  childId,
  conditions,
  allergyNotes,
}: {
  childId: number;
  conditions: ConditionResponse[];
  allergyNotes: string;
}) {
  const t = useT();
  const canEdit = useCan('health.update');
  const [editing, setEditing] = useState<ConditionResponse | null | undefined>(undefined);
  const [removing, setRemoving] = useState<ConditionResponse | null>(null);
  const remove = useRemoveCondition(childId);
  const notes = allergyNotes.trim();
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle>{t('healthRecords.conditions.title')}</CardTitle>
        {canEdit ? (
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" />
            {t('healthRecords.conditions.add')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-3">
        {conditions.length === 0 ? (
          <p className="text-slate-600">{t('healthRecords.conditions.none')}</p>
        ) : (
          <ul className="space-y-3">
            {conditions.map((c) => (
              <li key={c.id} className="rounded-md border border-slate-200 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold text-slate-900">{c.name}</h3>
                  <Badge variant="neutral">{t(kindLabels[c.kind])}</Badge>
                  <Badge variant={severityVariant[c.severity]}>
                    {t(severityLabels[c.severity])}
                  </Badge>
                </div>
                <dl className="mt-2 grid gap-1 text-sm text-slate-700">
                  {c.reaction ? (
                    <div>
                      <dt className="inline font-medium">
                        {t('healthRecords.condition.reaction')}:{' '}
                      </dt>
                      <dd className="inline">{c.reaction}</dd>
                    </div>
                  ) : null}
                  {c.action ? (
                    <div>
                      <dt className="inline font-medium">
                        {t('healthRecords.condition.action')}:{' '}
                      </dt>
                      <dd className="inline whitespace-pre-line">{c.action}</dd>
                    </div>
                  ) : null}
                  {c.emergencyMedication ? (
                    <div>
                      <dt className="inline font-medium">
                        {t('healthRecords.condition.emergencyMedication')}:{' '}
                      </dt>
                      <dd className="inline">
                        {c.medicationLocation
                          ? t('healthRecords.conditions.medicationAt', {
                              medication: c.emergencyMedication,
                              location: c.medicationLocation,
                            })
                          : c.emergencyMedication}
                      </dd>
                    </div>
                  ) : null}
                </dl>
                {canEdit ? (
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      className="min-h-11"
                      onClick={() => setEditing(c)}
                      aria-label={t('healthRecords.conditions.editNamed', { name: c.name })}
                    >
                      <Pencil aria-hidden="true" />
                      {t('healthRecords.conditions.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      className="min-h-11"
                      onClick={() => setRemoving(c)}
                      aria-label={t('healthRecords.conditions.removeNamed', { name: c.name })}
                    >
                      <Trash2 aria-hidden="true" />
                      {t('healthRecords.conditions.remove')}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {notes && notes.toLowerCase() !== 'none' ? (
          <p className="text-sm text-slate-700">
            {t('healthRecords.conditions.enrolmentNotes', { notes })}
          </p>
        ) : null}
      </CardContent>
      {editing !== undefined ? (
        <ConditionDialog
          open
          onOpenChange={(open) => !open && setEditing(undefined)}
          childId={childId}
          condition={editing}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('healthRecords.conditions.removeTitle', { name: removing?.name ?? '' })}
        description={t('healthRecords.conditions.removeDescription')}
        confirmLabel={t('healthRecords.conditions.remove')}
        pendingLabel={t('healthRecords.conditions.removing')}
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast({ title: t('healthRecords.conditions.removed', { name: removing.name }) });
              setRemoving(null);
            },
            onError: (error) => toastError(error, t('healthRecords.conditions.removeFailed')),
          })
        }
      />
    </Card>
  );
}
