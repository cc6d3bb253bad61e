import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  type ChildMilestonesResponse,
  type RecordMilestoneRequest,
  recordMilestoneRequest,
} from '../../../contract/child-milestones.ts';
import { StaffField, useOwnStaffId } from '../../components/pickers/child-and-staff-fields.tsx';
import { CheckboxField } from '../../components/ui/checkbox-field.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import {
  catalogueLanguage,
  centreTodayQuery,
  milestoneCatalogueQuery,
} from '../../lib/query-options.ts';
import { toastError } from '../../lib/toast-error.ts';
import { EvidencePhotoPicker } from './evidence-photo-picker.tsx';
import { MilestoneSelect } from './milestone-select.tsx';
import { type RecordMilestoneFields, useRecordMilestone } from './queries.ts';

type Props = DialogSlotProps & {
  /** The child's milestones as the page read them. */
  data: ChildMilestonesResponse;
  /** Preselects this milestone ('Record' beside one of what comes next). */
  templateId?: number;
};

/** 'Record milestone': staff record that the child has shown a milestone. */
export function RecordMilestoneDialog({ open, onOpenChange, data, templateId }: Props) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-2xl"
      title={t('milestones.record.title')}
      description={t('milestones.record.description', { name: data.child.firstName })}
    >
      <RecordMilestoneForm data={data} templateId={templateId} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

const fields = ['templateId', 'staffId', 'achievedDate', 'notes', 'evidencePhotos'] as const;

function RecordMilestoneForm(props: {
  data: ChildMilestonesResponse;
  templateId?: number;
  onDone: () => void;
}) {
  const { data, templateId, onDone } = props;
  const { child } = data;
  const t = useT();
  const language = catalogueLanguage();
  const catalogue = useQuery(milestoneCatalogueQuery(language));
  const today = useQuery(centreTodayQuery()).data;
  const ownStaffId = useOwnStaffId();
  const save = useRecordMilestone(child.id, language);
  const form = useForm<RecordMilestoneRequest, unknown, RecordMilestoneFields>({
    resolver: zodResolver(recordMilestoneRequest),
    defaultValues: {
      templateId: templateId ? String(templateId) : '',
      staffId: ownStaffId ? String(ownStaffId) : '',
      achievedDate: today ?? '',
      notes: '',
      evidencePhotos: [],
      isStarred: false,
      notifyFamily: true,
    },
  });
  const { register, control, handleSubmit, getValues, setValue, setError, formState } = form;
  const { errors } = formState;

  // The centre's today and the writer's own staff record may arrive after the form opened;
  // a value already chosen is kept.
  useEffect(() => {
    if (today && !getValues('achievedDate')) setValue('achievedDate', today);
  }, [today, getValues, setValue]);
  useEffect(() => {
    if (ownStaffId && !getValues('staffId')) setValue('staffId', String(ownStaffId));
  }, [ownStaffId, getValues, setValue]);

  const childName = child.firstName;
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        toast({
          title: t('milestones.record.saved', { name: childName }),
          description: saved.template.title,
        });
        onDone();
      },
      onError: (error) => {
        if (!applyFieldErrors(error, fields, setError))
          toastError(error, t('milestones.record.failed'));
      },
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <MilestoneSelect
        id="milestone-template"
        registration={register('templateId')}
        error={errors.templateId?.message}
        childName={childName}
        catalogue={catalogue.data}
        next={data.next}
        shown={new Set(data.achieved.map((m) => m.templateId))}
      />
      {catalogue.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('milestones.record.catalogueFailed')}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <StaffField
          id="milestone-staff"
          staff={register('staffId')}
          error={errors.staffId?.message}
        />
        <FormField
          id="milestone-date"
          label={t('milestones.record.date')}
          error={errors.achievedDate?.message}
        >
          {(p) => <Input type="date" max={today} {...p} {...register('achievedDate')} />}
        </FormField>
      </div>
      <FormField id="milestone-notes" label={t('common.notes')} error={errors.notes?.message}>
        {(p) => (
          <Textarea
            rows={3}
            placeholder={t('milestones.record.notesPlaceholder')}
            {...p}
            {...register('notes')}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="evidencePhotos"
        render={({ field }) => (
          <EvidencePhotoPicker
            id="milestone-photos"
            childId={child.id}
            childName={childName}
            value={field.value ?? []}
            onChange={field.onChange}
            error={errors.evidencePhotos?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="isStarred"
        render={({ field }) => (
          <CheckboxField
            id="milestone-starred"
            label={t('milestones.record.starred')}
            hint={t('milestones.record.starredHint')}
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="notifyFamily"
        render={({ field }) => (
          <CheckboxField
            id="milestone-notify"
            label={t('milestones.record.notifyFamily')}
            hint={t('milestones.record.notifyFamilyHint')}
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <FormActions
        onCancel={onDone}
        pending={save.isPending}
        submitLabel={t('milestones.record.submit')}
      />
    </form>
  );
}
