import { useQuery } from '@tanstack/react-query';
import { FileUp, ShieldAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { PickupRestriction } from '../../../contract/handover.ts';
import { PickupList } from '../../components/handover/pickup-list.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { fullName } from '../../lib/format.ts';
import {
  restrictionDocumentUrl,
  useAddRestriction,
  useAttachRestrictionDocument,
  useLiftRestriction,
  usePickupList,
} from '../../lib/handover-queries.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { centreTodayQuery } from '../../lib/query-options.ts';
import { useCan } from '../../lib/session.ts';
import { toastError } from '../../lib/toast-error.ts';

type Child = { id: number; firstName: string; lastName: string };

/**
 * The Child Profile's pick-up section (decision 065): who may collect the child, with the
 * photos staff compare at the door, and the people the centre must not release it to
 * (directors record and lift them; staff read them).
 */
export function ChildPickup({ child }: { child: Child }) {
  const t = useT();
  const list = usePickupList(child.id);
  const today = useQuery(centreTodayQuery());
  const name = fullName(child);
  if (list.isPending || today.isPending)
    return <LoadingIndicator message={t('handover.loading')} />;
  if (list.isError || today.isError)
    return <p className="text-sm text-red-700">{t('handover.loadFailed')}</p>;
  return (
    <div className="mt-6 space-y-6">
      <PickupList
        child={{ id: child.id, name }}
        list={list.data}
        today={today.data}
        showPhotos
        canIssuePasses={false}
      />
      <Restrictions child={child} restrictions={list.data.restrictions ?? []} />
    </div>
  );
}

function Restrictions({
  child,
  restrictions,
}: {
  child: Child;
  restrictions: PickupRestriction[];
}) {
  const t = useT();
  const headingId = useId();
  const canManage = useCan('pickupRestriction.manage');
  const lift = useLiftRestriction(child.id);
  const attach = useAttachRestrictionDocument(child.id);
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-red-800">
        <ShieldAlert aria-hidden="true" className="size-4" />
        {t('handover.restrictionsTitle')}
      </h3>
      {restrictions.length === 0 ? (
        <p className="text-sm text-slate-600">{t('handover.noRestrictions')}</p>
      ) : (
        <ul className="space-y-2">
          {restrictions.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-start justify-between gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-red-950"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">
                  {t('handover.doNotRelease', { name: r.name })}
                </p>
                {r.note ? (
                  <p className="text-sm break-words whitespace-pre-line">{r.note}</p>
                ) : null}
                {r.recordedBy ? (
                  <p className="text-sm">{t('handover.recordedBy', { name: r.recordedBy })}</p>
                ) : null}
                {r.hasDocument ? (
                  <a
                    href={restrictionDocumentUrl(child.id, r.id)}
                    className="text-sm font-medium text-red-900 underline"
                  >
                    {t('handover.openDocument')}
                  </a>
                ) : null}
              </div>
              {canManage ? (
                <label className="inline-flex cursor-pointer items-center gap-1 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium focus-within:ring-2 focus-within:ring-blue-600 hover:bg-red-100">
                  <FileUp aria-hidden="true" className="size-4" />
                  {r.hasDocument ? t('handover.replaceDocument') : t('handover.attachDocument')}
                  <span className="sr-only"> {r.name}</span>
                  <input
                    type="file"
                    accept="application/pdf,image/jpeg,image/png"
                    className="sr-only"
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      if (file)
                        attach.mutate(
                          { restrictionId: r.id, file },
                          {
                            onSuccess: () => toast({ title: t('handover.documentSaved') }),
                            onError: (error) => toastError(error, t('handover.saveFailed')),
                          },
                        );
                    }}
                  />
                </label>
              ) : null}
              {canManage ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={lift.isPending}
                  onClick={() =>
                    lift.mutate(r.id, { onError: (e) => toastError(e, t('handover.saveFailed')) })
                  }
                >
                  {t('handover.liftRestriction', { name: r.name })}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canManage ? (
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <ShieldAlert aria-hidden="true" />
          {t('handover.addRestriction')}
        </Button>
      ) : null}
      <RestrictionDialog child={child} open={adding} onOpenChange={setAdding} />
    </section>
  );
}

function RestrictionDialog({ child, open, onOpenChange }: DialogSlotProps & { child: Child }) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('handover.restrictionDialogTitle', { name: fullName(child) })}
      description={t('handover.restrictionDialogDescription')}
    >
      <RestrictionForm childId={child.id} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function RestrictionForm({ childId, onDone }: { childId: number; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const add = useAddRestriction(childId);
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { name, note },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
          toastError(error, t('handover.saveFailed'));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField id={`${id}-name`} label={t('handover.field.name')} error={errors.name}>
        {(control) => (
          <Input
            autoComplete="off"
            {...control}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-note`}
        label={t('handover.field.restrictionNote')}
        hint={t('handover.field.restrictionNoteHint')}
        error={errors.note}
      >
        {(control) => (
          <Textarea {...control} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
        )}
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={add.isPending}
        submitLabel={t('handover.saveRestriction')}
      />
    </form>
  );
}
