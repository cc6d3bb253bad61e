import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type ChildMilestone,
  type UpdateChildMilestoneRequest,
  updateChildMilestoneRequest,
} from '../../../contract/child-milestones.ts';
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
import { catalogueLanguage, centreTodayQuery } from '../../lib/query-options.ts';
import { toastError } from '../../lib/toast-error.ts';
import { EvidencePhotoPicker } from './evidence-photo-picker.tsx';
import { useUpdateChildMilestone } from './queries.ts';

type Props = DialogSlotProps & {
  milestone: ChildMilestone | null;
  childName: string;
};

/** Corrects a recorded milestone: its day, notes, evidence photos and star. */
export function CorrectMilestoneDialog({ milestone, childName, open, onOpenChange }: Props) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-2xl"
      title={t('milestones.correct.title')}
      description={milestone?.template.title ?? ''}
    >
      {milestone ? (
        <CorrectMilestoneForm
          milestone={milestone}
          childName={childName}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </FormDialog>
  );
}

type Fields = z.output<typeof updateChildMilestoneRequest>;
const fields = ['achievedDate', 'notes', 'evidencePhotos'] as const;

function CorrectMilestoneForm(props: {
  milestone: ChildMilestone;
  childName: string;
  onDone: () => void;
}) {
  const { milestone, childName, onDone } = props;
  const t = useT();
  const today = useQuery(centreTodayQuery()).data;
  const save = useUpdateChildMilestone(catalogueLanguage());
  const { register, control, handleSubmit, setError, formState } = useForm<
    UpdateChildMilestoneRequest,
    unknown,
    Fields
  >({
    resolver: zodResolver(updateChildMilestoneRequest),
    defaultValues: {
      achievedDate: milestone.achievedDate,
      notes: milestone.notes,
      evidencePhotos: milestone.evidencePhotos,
      isStarred: milestone.isStarred,
    },
  });
  const { errors } = formState;
  const submit = handleSubmit((change) =>
    save.mutate(
      { id: milestone.id, change },
      {
        onSuccess: () => {
          toast({ title: t('milestones.correct.saved') });
          onDone();
        },
        onError: (error) => {
          if (!applyFieldErrors(error, fields, setError))
            toastError(error, t('milestones.correct.failed'));
        },
      },
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormField
        id="correct-milestone-date"
        label={t('milestones.record.date')}
        error={errors.achievedDate?.message}
      >
        {(p) => <Input type="date" max={today} {...p} {...register('achievedDate')} />}
      </FormField>
      <FormField
        id="correct-milestone-notes"
        label={t('common.notes')}
        error={errors.notes?.message}
      >
        {(p) => <Textarea rows={3} {...p} {...register('notes')} />}
      </FormField>
      <Controller
        control={control}
        name="evidencePhotos"
        render={({ field }) => (
          <EvidencePhotoPicker
            id="correct-milestone-photos"
            childId={milestone.childId}
            childName={childName}
            value={field.value ?? []}
            onChange={field.onChange}
            current={milestone.photos}
            error={errors.evidencePhotos?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="isStarred"
        render={({ field }) => (
          <CheckboxField
            id="correct-milestone-starred"
            label={t('milestones.record.starred')}
            hint={t('milestones.record.starredHint')}
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <FormActions
        onCancel={onDone}
        pending={save.isPending}
        submitLabel={t('milestones.correct.submit')}
      />
    </form>
  );
}
