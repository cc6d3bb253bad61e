import {
  type CreateDailyReportRequest,
  createDailyReportRequest,
} from '../../../contract/daily-reports.ts';
import { moods } from '../../../contract/enums.ts';
import { useWatch } from 'react-hook-form';
import { MealAllergenWarning } from '../../components/health/meal-allergen-warning.tsx';
import { ChildAndStaffFields } from '../../components/pickers/child-and-staff-fields.tsx';
import { useDayRecordForm } from '../../components/pickers/use-day-record-form.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { useCreateDailyReport } from './queries.ts';

/** The stored moods (contract `moods`) as labels. */
const moodLabels: Record<(typeof moods)[number], string> = {
  happy: msg('dailyReports.mood.happy'),
  content: msg('dailyReports.mood.content'),
  fussy: msg('dailyReports.mood.fussy'),
  tired: msg('dailyReports.mood.tired'),
  excited: msg('dailyReports.mood.excited'),
  cranky: msg('dailyReports.mood.cranky'),
};

export function DailyReportForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const create = useCreateDailyReport();
  const { form, onSubmit, pending, pickers } = useDayRecordForm({
    schema: createDailyReportRequest,
    defaultValues: {
      childId: '',
      staffId: '',
      meals: '',
      naps: '',
      activities: '',
      mood: '',
      notes: '',
    } satisfies CreateDailyReportRequest,
    fields: ['childId', 'staffId', 'meals', 'naps', 'activities', 'mood', 'notes'],
    save: create,
    saved: (name) => t('dailyReports.saved', { name }),
    failed: t('dailyReports.failed'),
    onDone,
  });
  const { register, formState } = form;
  const { errors } = formState;
  // What the child ate, checked against their allergens as it is typed (decision 066).
  const childId = Number(useWatch({ control: form.control, name: 'childId' })) || 0;
  const meals = useWatch({ control: form.control, name: 'meals' }) ?? '';

  const text = (name: 'meals' | 'naps' | 'activities' | 'notes', label: string, hint: string) => (
    <FormField id={`daily-report-${name}`} label={label} error={errors[name]?.message}>
      {(p) => <Textarea rows={2} placeholder={hint} {...p} {...register(name)} />}
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ChildAndStaffFields idPrefix="daily-report" {...pickers} />
      {text('meals', t('dailyReports.meals'), t('dailyReports.mealsPlaceholder'))}
      <MealAllergenWarning childId={childId} meals={meals} />
      <FormField id="daily-report-naps" label={t('dailyReports.naps')} error={errors.naps?.message}>
        {(p) => (
          <Input placeholder={t('dailyReports.napsPlaceholder')} {...p} {...register('naps')} />
        )}
      </FormField>
      {text('activities', t('dailyReports.activities'), t('dailyReports.activitiesPlaceholder'))}
      <FormField id="daily-report-mood" label={t('dailyReports.mood')} error={errors.mood?.message}>
        {(p) => (
          <NativeSelect {...p} {...register('mood')}>
            <option value="">{t('dailyReports.selectMood')}</option>
            {moods.map((mood) => (
              <option key={mood} value={mood}>
                {t(moodLabels[mood])}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {text('notes', t('common.notes'), t('dailyReports.notesPlaceholder'))}
      <FormActions onCancel={onDone} pending={pending} submitLabel={t('dailyReports.save')} />
    </form>
  );
}
