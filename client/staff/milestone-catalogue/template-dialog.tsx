import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Path, useForm } from 'react-hook-form';
import {
  type EditableCatalogueResponse,
  type EditableTemplate,
  type TemplateFields,
  type TemplateRequest,
  difficultyLevels,
  maxAgeMonths,
  skillTypes,
  stickerDesigns,
  templateRequest,
} from '../../../contract/milestones.ts';
import { StickerIcon } from '../../components/milestones/milestone-icons.tsx';
import {
  difficultyLabels,
  skillTypeLabels,
  stickerLabels,
} from '../../components/milestones/milestone-labels.ts';
import { CheckboxField } from '../../components/ui/checkbox-field.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { toastError } from '../../lib/toast-error.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { templateBody, useSaveTemplate } from './queries.ts';
import { TranslationFields } from './translation-fields.tsx';

/** The milestone the dialog edits, or the category a new one goes in. */
export type TemplateEditing = { template: EditableTemplate } | { categoryId: number };

/** Adds a milestone to a category or edits one: texts, ages, skill, difficulty, sticker. */
export function TemplateDialog(
  props: DialogSlotProps & {
    editing: TemplateEditing | null;
    catalogue: EditableCatalogueResponse;
  },
) {
  const { editing, catalogue, open, onOpenChange } = props;
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-2xl"
      title={
        editing && 'template' in editing
          ? t('milestoneCatalogue.template.edit')
          : t('milestoneCatalogue.template.add')
      }
      description={t('milestoneCatalogue.template.dialogDescription')}
    >
      {editing ? (
        <TemplateForm editing={editing} catalogue={catalogue} onDone={() => onOpenChange(false)} />
      ) : null}
    </FormDialog>
  );
}

const fields = [
  'categoryId',
  'title',
  'description',
  'ageRangeMin',
  'ageRangeMax',
  'skillType',
  'difficultyLevel',
  'stickerDesign',
  'celebrationMessage',
  'parentTip',
] as const;

function TemplateForm(props: {
  editing: TemplateEditing;
  catalogue: EditableCatalogueResponse;
  onDone: () => void;
}) {
  const { editing, catalogue, onDone } = props;
  const t = useT();
  const save = useSaveTemplate();
  const existing = 'template' in editing ? editing.template : undefined;
  const { register, control, handleSubmit, setError, formState } = useForm<
    TemplateRequest,
    unknown,
    TemplateFields
  >({
    resolver: zodResolver(templateRequest),
    defaultValues: existing
      ? templateBody(existing)
      : {
          categoryId: 'categoryId' in editing ? String(editing.categoryId) : '',
          title: '',
          description: '',
          ageRangeMin: 0,
          ageRangeMax: 12,
          skillType: 'exploring',
          difficultyLevel: 'medium',
          stickerDesign: 'star',
          celebrationMessage: '',
          parentTip: '',
          isActive: true,
          translations: {},
        },
  });
  const { errors } = formState;
  const submit = handleSubmit((body) =>
    save.mutate(
      { id: existing?.id, body },
      {
        onSuccess: (saved) => {
          toast({ title: t('milestoneCatalogue.template.saved', { title: saved.title }) });
          onDone();
        },
        onError: (error) => {
          if (!applyFieldErrors(error, fields, setError))
            toastError(error, t('milestoneCatalogue.saveFailed'));
        },
      },
    ),
  );
  const age = { min: 0, max: maxAgeMonths, step: 1, inputMode: 'numeric' as const };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormField
        id="template-category"
        label={t('milestoneCatalogue.template.category')}
        error={errors.categoryId?.message}
      >
        {(p) => (
          <NativeSelect {...p} {...register('categoryId')}>
            <option value="">{t('milestoneCatalogue.template.selectCategory')}</option>
            {catalogue.map((c) => (
              <option key={c.id} value={c.id}>
                {c.isActive ? c.name : t('milestoneCatalogue.retiredName', { name: c.name })}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id="template-title"
        label={t('milestoneCatalogue.template.title')}
        error={errors.title?.message}
      >
        {(p) => <Input lang="en" {...p} {...register('title')} />}
      </FormField>
      <FormField
        id="template-description"
        label={t('milestoneCatalogue.template.description')}
        error={errors.description?.message}
      >
        {(p) => <Textarea lang="en" rows={2} {...p} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="template-age-min"
          label={t('milestoneCatalogue.template.ageMin')}
          hint={t('milestoneCatalogue.template.ageHint')}
          error={errors.ageRangeMin?.message}
        >
          {(p) => (
            <Input
              type="number"
              {...age}
              {...p}
              {...register('ageRangeMin', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField
          id="template-age-max"
          label={t('milestoneCatalogue.template.ageMax')}
          hint={t('milestoneCatalogue.template.ageMaxHint')}
          error={errors.ageRangeMax?.message}
        >
          {(p) => (
            <Input
              type="number"
              {...age}
              {...p}
              {...register('ageRangeMax', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField
          id="template-skill"
          label={t('milestoneCatalogue.template.skillType')}
          error={errors.skillType?.message}
        >
          {(p) => (
            <NativeSelect {...p} {...register('skillType')}>
              {skillTypes.map((skill) => (
                <option key={skill} value={skill}>
                  {t(skillTypeLabels[skill])}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="template-difficulty"
          label={t('milestoneCatalogue.template.difficulty')}
          error={errors.difficultyLevel?.message}
        >
          {(p) => (
            <NativeSelect {...p} {...register('difficultyLevel')}>
              {difficultyLevels.map((level) => (
                <option key={level} value={level}>
                  {t(difficultyLabels[level])}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <ChoiceGroup
        id="template-sticker"
        legend={t('milestoneCatalogue.template.sticker')}
        registration={register('stickerDesign')}
        error={errors.stickerDesign?.message}
        options={stickerDesigns.map((sticker) => ({
          value: sticker,
          label: t(stickerLabels[sticker]),
          picture: <StickerIcon sticker={sticker} className="size-5 shrink-0 text-amber-700" />,
        }))}
      />
      <FormField
        id="template-celebration"
        label={t('milestoneCatalogue.template.celebration')}
        hint={t('milestoneCatalogue.template.celebrationHint')}
        error={errors.celebrationMessage?.message}
      >
        {(p) => <Textarea lang="en" rows={2} {...p} {...register('celebrationMessage')} />}
      </FormField>
      <FormField
        id="template-tip"
        label={t('milestoneCatalogue.template.parentTip')}
        hint={t('milestoneCatalogue.template.parentTipHint')}
        error={errors.parentTip?.message}
      >
        {(p) => <Textarea lang="en" rows={3} {...p} {...register('parentTip')} />}
      </FormField>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <CheckboxField
            id="template-active"
            label={t('milestoneCatalogue.active')}
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <TranslationFields
        idPrefix="template"
        fields={[
          { key: 'title', label: t('milestoneCatalogue.template.title') },
          {
            key: 'description',
            label: t('milestoneCatalogue.template.description'),
            multiline: true,
          },
          {
            key: 'celebrationMessage',
            label: t('milestoneCatalogue.template.celebration'),
            multiline: true,
          },
          { key: 'parentTip', label: t('milestoneCatalogue.template.parentTip'), multiline: true },
        ]}
        register={(language, key) =>
          register(`translations.${language}.${key}` as Path<TemplateRequest>)
        }
      />
      <FormActions
        onCancel={onDone}
        pending={save.isPending}
        submitLabel={t('milestoneCatalogue.template.save')}
      />
    </form>
  );
}
