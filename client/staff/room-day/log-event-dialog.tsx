import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { moods } from '../../../contract/enums.ts';
import { allergensInMeal } from '../../../contract/meal-allergens.ts';
import {
  diaperChoices,
  eatenAmounts,
  type RoomLogKind,
  type RoomLogSettings,
} from '../../../contract/room-log.ts';
import { healthAlertsQuery } from '../../components/health/health-queries.ts';
import {
  diaperLabels,
  eatenLabels,
  kindLabels,
  moodLabels,
} from '../../components/room-day/entry-text.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useT } from '../../i18n/use-t.ts';
import { toastError } from '../../lib/toast-error.ts';
import { type NewEntry, uploadActivityPhoto } from './queries.ts';

/** The kinds that ask something before they are logged (naps are logged at once). */
export type AskedKind = Exclude<RoomLogKind, 'napStart' | 'napEnd'>;

type Fields = Pick<NewEntry, 'text' | 'choice' | 'amount' | 'photoId'>;

/**
 * What one event needs beyond the tap that chose it: what was offered and how much was eaten
 * (each amount logs at once), the bottle's amount, the diaper, the activity, the mood, the
 * note. A meal naming a selected child's allergen warns before and after it is logged.
 */
export function LogEventDialog({
  kind,
  children,
  settings,
  onLog,
  onClose,
  pending,
}: {
  kind: AskedKind | null;
  children: { id: number; name: string }[];
  settings: RoomLogSettings;
  onLog: (fields: Fields) => void;
  onClose: () => void;
  pending: boolean;
}) {
  const t = useT();
  return (
    <FormDialog
      open={kind !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={kind ? t(kindLabels[kind]) : ''}
      description={t('roomDay.log.forChildren', {
        count: children.length,
        names: children.map((c) => c.name).join(', '),
      })}
    >
      {kind ? (
        <EventFields
          kind={kind}
          childIds={children.map((c) => c.id)}
          settings={settings}
          onLog={onLog}
          pending={pending}
        />
      ) : null}
    </FormDialog>
  );
}

function ChoiceButtons<V extends string>({
  options,
  labels,
  onPick,
  disabled,
}: {
  options: readonly V[];
  labels: Record<V, string>;
  onPick: (value: V) => void;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <div className="grid grid-cols-2 gap-2">
      {options.map((option) => (
        <Button
          key={option}
          variant="outline"
          size="lg"
          disabled={disabled}
          onClick={() => onPick(option)}
        >
          {t(labels[option])}
        </Button>
      ))}
    </div>
  );
}

function EventFields({
  kind,
  childIds,
  settings,
  onLog,
  pending,
}: {
  kind: AskedKind;
  childIds: number[];
  settings: RoomLogSettings;
  onLog: (fields: Fields) => void;
  pending: boolean;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [photo, setPhoto] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const busy = pending || uploading;
  /** An activity: its photo first, through the gallery (a refusal says which child). */
  const logActivity = async (activity: string) => {
    if (!photo) return onLog({ text: activity });
    setUploading(true);
    try {
      const photoId = await uploadActivityPhoto(photo, activity, childIds);
      onLog({ text: activity, photoId });
    } catch (failure) {
      toastError(failure, t('roomDay.log.photoFailed'));
    } finally {
      setUploading(false);
    }
  };
  const alerts = useQuery({ ...healthAlertsQuery(), enabled: kind === 'meal' || kind === 'snack' });

  if (kind === 'meal' || kind === 'snack') {
    const warnings = childIds
      .map((id) => ({
        id,
        found: allergensInMeal(
          alerts.data?.find((a) => a.childId === id),
          text,
        ),
      }))
      .filter((w) => w.found.length > 0);
    return (
      <div className="space-y-4">
        <FormField id="room-log-offered" label={t('roomDay.log.offered')}>
          {(control) => (
            <Input
              {...control}
              value={text}
              maxLength={500}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </FormField>
        {warnings.length > 0 ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-2 text-sm font-medium text-red-900"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('roomDay.log.allergyBefore', {
              allergens: [...new Set(warnings.flatMap((w) => w.found))].join(', '),
            })}
          </p>
        ) : null}
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">{t('roomDay.log.eaten')}</legend>
          <ChoiceButtons
            options={eatenAmounts}
            labels={eatenLabels}
            disabled={pending}
            onPick={(choice) => onLog({ text: text.trim(), choice })}
          />
        </fieldset>
      </div>
    );
  }
  if (kind === 'diaper' || kind === 'mood') {
    return kind === 'diaper' ? (
      <ChoiceButtons
        options={diaperChoices}
        labels={diaperLabels}
        disabled={pending}
        onPick={(choice) => onLog({ choice })}
      />
    ) : (
      <ChoiceButtons
        options={moods}
        labels={moodLabels}
        disabled={pending}
        onPick={(choice) => onLog({ choice })}
      />
    );
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (kind === 'bottle') {
      const value = Number(amount.replace(',', '.'));
      if (!amount.trim() || !Number.isFinite(value) || value <= 0 || value > 2000) {
        setError('errors.roomLogAmountInvalid');
        return;
      }
      onLog({ amount: value });
    } else {
      if (!text.trim()) {
        setError('errors.roomLogTextRequired');
        return;
      }
      if (kind === 'activity') void logActivity(text.trim());
      else onLog({ text: text.trim() });
    }
  };
  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      {kind === 'bottle' ? (
        <FormField
          id="room-log-amount"
          label={t('roomDay.log.amount', { unit: settings.bottleUnit })}
          error={error}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
        </FormField>
      ) : (
        <>
          {kind === 'activity' && settings.activities.length > 0 ? (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-900">
                {t('roomDay.log.centreActivities')}
              </legend>
              <div className="grid grid-cols-2 gap-2">
                {settings.activities.map((activity) => (
                  <Button
                    key={activity}
                    variant="outline"
                    size="lg"
                    className="h-auto min-h-11 whitespace-normal"
                    disabled={busy}
                    onClick={() => void logActivity(activity)}
                  >
                    {activity}
                  </Button>
                ))}
              </div>
            </fieldset>
          ) : null}
          <FormField
            id="room-log-text"
            label={
              kind !== 'activity'
                ? t('roomDay.log.note')
                : settings.activities.length > 0
                  ? t('roomDay.log.otherActivity')
                  : t('roomDay.log.activity')
            }
            error={error}
          >
            {(control) => (
              <Input
                {...control}
                value={text}
                maxLength={500}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </FormField>
        </>
      )}
      {kind === 'activity' ? (
        <FormField
          id="room-log-photo"
          label={t('roomDay.log.photo')}
          hint={t('roomDay.log.photoHint')}
        >
          {(control) => (
            <Input
              {...control}
              type="file"
              accept="image/*"
              disabled={busy}
              className="h-auto py-2 file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:font-medium file:text-slate-900"
              onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {t('roomDay.log.save')}
        </Button>
      </div>
    </form>
  );
}
