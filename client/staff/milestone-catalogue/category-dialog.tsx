import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Path, useForm } from 'react-hook-form';
import {
  type CategoryFields,
  type CategoryRequest,
  type EditableCategory,
  categoryIcons,
  categoryRequest,
  colorThemes,
} from '../../../contract/milestones.ts';
import { CategoryIconView, themeClasses } from '../../components/milestones/milestone-icons.tsx';
import {
  categoryIconLabels,
  colorThemeLabels,
} from '../../components/milestones/milestone-labels.ts';
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
import { cn } from '../../lib/cn.ts';
import { toastError } from '../../lib/toast-error.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { categoryBody, useSaveCategory } from './queries.ts';
import { TranslationFields } from './translation-fields.tsx';

/** Which category the dialog edits: 'new' adds one. */
export type CategoryEditing = EditableCategory | 'new';

/** Adds a category or edits one: texts (in four languages), icon, colour, active. */
export function CategoryDialog({
  editing,
  open,
  onOpenChange,
}: DialogSlotProps & { editing: CategoryEditing | null }) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-2xl"
      title={
        editing === 'new'
          ? t('milestoneCatalogue.category.add')
          : t('milestoneCatalogue.category.edit')
      }
      description={t('milestoneCatalogue.category.dialogDescription')}
    >
      {editing ? <CategoryForm editing={editing} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

const newCategory: CategoryRequest = {
  name: '',
  description: '',
  ageGroup: '',
  iconName: 'sprout',
  colorTheme: 'emerald',
  isActive: true,
  translations: {},
};
const fields = ['name', 'description', 'ageGroup', 'iconName', 'colorTheme'] as const;

function CategoryForm({ editing, onDone }: { editing: CategoryEditing; onDone: () => void }) {
  const t = useT();
  const save = useSaveCategory();
  const { register, control, handleSubmit, setError, formState } = useForm<
    CategoryRequest,
    unknown,
    CategoryFields
  >({
    resolver: zodResolver(categoryRequest),
    defaultValues: editing === 'new' ? newCategory : categoryBody(editing),
  });
  const { errors } = formState;
  const submit = handleSubmit((body) =>
    save.mutate(
      { id: editing === 'new' ? undefined : editing.id, body },
      {
        onSuccess: (saved) => {
          toast({ title: t('milestoneCatalogue.category.saved', { name: saved.name }) });
          onDone();
        },
        onError: (error) => {
          if (!applyFieldErrors(error, fields, setError))
            toastError(error, t('milestoneCatalogue.saveFailed'));
        },
      },
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormField
        id="category-name"
        label={t('milestoneCatalogue.category.name')}
        error={errors.name?.message}
      >
        {(p) => <Input lang="en" {...p} {...register('name')} />}
      </FormField>
      <FormField
        id="category-description"
        label={t('milestoneCatalogue.category.description')}
        error={errors.description?.message}
      >
        {(p) => <Textarea lang="en" rows={2} {...p} {...register('description')} />}
      </FormField>
      <FormField
        id="category-age-group"
        label={t('milestoneCatalogue.category.ageGroup')}
        hint={t('milestoneCatalogue.category.ageGroupHint')}
        error={errors.ageGroup?.message}
      >
        {(p) => <Input lang="en" {...p} {...register('ageGroup')} />}
      </FormField>
      <ChoiceGroup
        id="category-icon"
        legend={t('milestoneCatalogue.category.icon')}
        registration={register('iconName')}
        error={errors.iconName?.message}
        options={categoryIcons.map((icon) => ({
          value: icon,
          label: t(categoryIconLabels[icon]),
          picture: <CategoryIconView icon={icon} className="size-5 shrink-0" />,
        }))}
      />
      <ChoiceGroup
        id="category-theme"
        legend={t('milestoneCatalogue.category.colorTheme')}
        registration={register('colorTheme')}
        error={errors.colorTheme?.message}
        options={colorThemes.map((theme) => ({
          value: theme,
          label: t(colorThemeLabels[theme]),
          picture: (
            <span
              aria-hidden="true"
              className={cn(
                'size-5 shrink-0 rounded-full border',
                themeClasses[theme].bar,
                themeClasses[theme].border,
              )}
            />
          ),
        }))}
      />
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <CheckboxField
            id="category-active"
            label={t('milestoneCatalogue.active')}
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <TranslationFields
        idPrefix="category"
        fields={[
          { key: 'name', label: t('milestoneCatalogue.category.name') },
          {
            key: 'description',
            label: t('milestoneCatalogue.category.description'),
            multiline: true,
          },
          { key: 'ageGroup', label: t('milestoneCatalogue.category.ageGroup') },
        ]}
        register={(language, key) =>
          register(`translations.${language}.${key}` as Path<CategoryRequest>)
        }
      />
      <FormActions
        onCancel={onDone}
        pending={save.isPending}
        submitLabel={t('milestoneCatalogue.category.save')}
      />
    </form>
  );
}
