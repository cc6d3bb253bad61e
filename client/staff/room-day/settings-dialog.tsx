import { useState } from 'react';
import { bottleUnits, familyViews, type RoomLogSettings } from '../../../contract/room-log.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useUpdateRoomLogSettings } from './queries.ts';

const viewLabels: Record<(typeof familyViews)[number], string> = {
  live: msg('roomDay.settings.live'),
  reviewed: msg('roomDay.settings.reviewed'),
};
const unitLabels: Record<(typeof bottleUnits)[number], string> = {
  ml: msg('roomDay.settings.ml'),
  oz: msg('roomDay.settings.oz'),
};

/**
 * The director's choices: what families see of the day, bottle units, the infants' sheet, and
 * when the day's reports are sent without the button, the centre's list of activities.
 */
export function RoomDaySettingsDialog({
  settings,
  open,
  onOpenChange,
}: {
  settings: RoomLogSettings;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const [values, setValues] = useState(settings);
  const [months, setMonths] = useState(String(settings.infantSheetMonths));
  const [activities, setActivities] = useState(settings.activities.join('\n'));
  const [error, setError] = useState<string | undefined>();
  const save = useUpdateRoomLogSettings();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const infantSheetMonths = Number(months);
    if (!/^\d{1,2}$/.test(months.trim()) || infantSheetMonths > 72) {
      setError('errors.roomLogInfantMonthsRange');
      return;
    }
    // One per line; blank lines and repeats (whatever their case) left out.
    const list = activities
      .split('\n')
      .map((line) => line.trim())
      .filter(
        (line, i, all) =>
          line !== '' && all.findIndex((a) => a.toLowerCase() === line.toLowerCase()) === i,
      );
    save.mutate(
      { ...values, infantSheetMonths, activities: list },
      {
        onSuccess: () => {
          toast({ title: t('roomDay.settings.saved') });
          onOpenChange(false);
        },
        onError: (e) => toastError(e, t('roomDay.settings.failed')),
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('roomDay.settings.title')}
      description={t('roomDay.settings.description')}
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        <LabelledSelect
          id="room-day-family-view"
          label={t('roomDay.settings.familyView')}
          value={values.familyView}
          options={familyViews.map((v) => ({ value: v, label: t(viewLabels[v]) }))}
          onChange={(familyView) => setValues({ ...values, familyView })}
          className="space-y-1.5"
        />
        <LabelledSelect
          id="room-day-bottle-unit"
          label={t('roomDay.settings.bottleUnit')}
          value={values.bottleUnit}
          options={bottleUnits.map((u) => ({ value: u, label: t(unitLabels[u]) }))}
          onChange={(bottleUnit) => setValues({ ...values, bottleUnit })}
          className="space-y-1.5"
        />
        <FormField
          id="room-day-infant-months"
          label={t('roomDay.settings.infantMonths')}
          hint={t('roomDay.settings.infantMonthsHint')}
          error={error}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={months}
              onChange={(event) => setMonths(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="room-day-auto-send"
          label={t('roomDay.settings.autoSendAt')}
          hint={t('roomDay.settings.autoSendHint')}
        >
          {(control) => (
            <Input
              {...control}
              type="time"
              value={values.autoSendAt}
              onChange={(event) => setValues({ ...values, autoSendAt: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          id="room-day-activities"
          label={t('roomDay.settings.activities')}
          hint={t('roomDay.settings.activitiesHint')}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              value={activities}
              onChange={(event) => setActivities(event.target.value)}
            />
          )}
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {t('roomDay.settings.save')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
