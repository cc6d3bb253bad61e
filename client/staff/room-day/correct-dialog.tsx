import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { moods } from '../../../contract/enums.ts';
import {
  diaperChoices,
  eatenAmounts,
  type RoomDayChild,
  type RoomLogEntryResponse,
} from '../../../contract/room-log.ts';
import {
  diaperLabels,
  eatenLabels,
  entryText,
  moodLabels,
} from '../../components/room-day/entry-text.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { ApiError, call } from '../../lib/api.ts';
import { formatTime } from '../../lib/format.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';
import { toastError } from '../../lib/toast-error.ts';

/** The choices an entry's kind has, with their labels (none for naps, bottles, text). */
function choicesOf(kind: RoomLogEntryResponse['kind']) {
  if (kind === 'meal' || kind === 'snack') return { options: eatenAmounts, labels: eatenLabels };
  if (kind === 'diaper') return { options: diaperChoices, labels: diaperLabels };
  if (kind === 'mood') return { options: moods, labels: moodLabels };
  return null;
}

/**
 * A later correction of one child's entry (decision 068): a new entry of the same kind that
 * says why; the corrected one leaves the day and stays on record.
 */
export function CorrectEntryDialog({
  child,
  open,
  onOpenChange,
}: {
  child: RoomDayChild;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const [entryId, setEntryId] = useState(child.entries.at(-1)?.id);
  const entry = child.entries.find((e) => e.id === entryId) ?? child.entries.at(-1);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('roomDay.correct.title')}
      description={t('roomDay.correct.description', { name: child.name })}
    >
      {entry ? (
        <div className="space-y-4">
          <LabelledSelect
            id="correct-entry"
            label={t('roomDay.correct.entry')}
            value={String(entry.id)}
            options={child.entries.map((e) => ({
              value: String(e.id),
              label: `${formatTime(e.happenedAt)} · ${entryText(e, t)}`,
            }))}
            onChange={(value) => setEntryId(Number(value))}
            className="space-y-1.5"
          />
          <CorrectForm key={entry.id} entry={entry} onDone={() => onOpenChange(false)} />
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t('roomDay.noEntries')}</p>
      )}
    </FormDialog>
  );
}

function CorrectForm({ entry, onDone }: { entry: RoomLogEntryResponse; onDone: () => void }) {
  const t = useT();
  const [text, setText] = useState(entry.text);
  const [choice, setChoice] = useState(entry.choice);
  const [amount, setAmount] = useState(entry.amount === null ? '' : String(entry.amount));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refresh = useRefreshAfter('roomLog');
  const correct = useMutation({
    mutationFn: () =>
      call('POST /api/room-log/entries/:id/corrections', {
        params: { id: entry.id },
        body: {
          reason,
          text,
          choice: choice as never,
          ...(entry.kind === 'bottle' ? { amount: Number(amount.replace(',', '.')) } : {}),
        },
      }),
    onSuccess: refresh,
  });
  const choices = choicesOf(entry.kind);
  const hasText = ['meal', 'snack', 'activity', 'note'].includes(entry.kind);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setErrors({ reason: 'errors.roomLogReasonRequired' });
      return;
    }
    correct.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('roomDay.correct.done') });
        onDone();
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
        if (fieldErrors && Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
        else toastError(error, t('roomDay.correct.failed'));
      },
    });
  };
  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      {hasText ? (
        <FormField id="correct-text" label={t('roomDay.correct.text')} error={errors.text}>
          {(control) => (
            <Input {...control} value={text} onChange={(e) => setText(e.target.value)} />
          )}
        </FormField>
      ) : null}
      {choices ? (
        <LabelledSelect
          id="correct-choice"
          label={t('roomDay.correct.choice')}
          value={choice}
          options={(choices.options as readonly string[]).map((o) => ({
            value: o,
            label: t((choices.labels as Record<string, string>)[o]!),
          }))}
          onChange={setChoice}
          className="space-y-1.5"
        />
      ) : null}
      {entry.kind === 'bottle' ? (
        <FormField
          id="correct-amount"
          label={t('roomDay.log.amount', { unit: entry.unit })}
          error={errors.amount}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
        </FormField>
      ) : null}
      <FormField id="correct-reason" label={t('roomDay.correct.reason')} error={errors.reason}>
        {(control) => (
          <Input {...control} value={reason} onChange={(e) => setReason(e.target.value)} />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={correct.isPending}>
          {t('roomDay.correct.save')}
        </Button>
      </div>
    </form>
  );
}
