import { useState } from 'react';
import { moods } from '../../../contract/enums.ts';
import type { RoomDayChild, RoomDayResponse } from '../../../contract/room-log.ts';
import { moodLabels } from '../../components/room-day/entry-text.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatClockTime } from '../../lib/format.ts';
import { toastError } from '../../lib/toast-error.ts';
import { type ReportDraft, reviewerDraft } from './compose-report.ts';
import { useSendReport } from './queries.ts';

/**
 * Review and send (decision 068): each child's day as its daily report, the spec's fields
 * filled from the entries and editable; sending writes the report and e-mails the family
 * once. Children already sent today are not offered again.
 */
export function ReviewDialog({
  day,
  open,
  onOpenChange,
}: {
  day: RoomDayResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const waiting = day.children.filter((c) => c.sentReportId === null && c.entries.length > 0);
  const [chosen, setChosen] = useState<number | undefined>();
  const child = waiting.find((c) => c.id === chosen) ?? waiting[0];
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-2xl"
      title={t('roomDay.review.title')}
      description={t('roomDay.review.description')}
    >
      {day.settings.autoSendAt ? (
        <p className="mb-4 text-sm text-slate-700">
          {t('roomDay.review.autoSend', { time: formatClockTime(day.settings.autoSendAt) })}
        </p>
      ) : null}
      {child ? (
        <div className="space-y-4">
          <LabelledSelect
            id="review-child"
            label={t('roomDay.review.child')}
            value={String(child.id)}
            options={waiting.map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={(value) => setChosen(Number(value))}
            className="space-y-1.5"
          />
          <ReviewForm
            key={child.id}
            child={child}
            infant={child.ageMonths < day.settings.infantSheetMonths}
            date={day.date}
            onSent={() => {
              setChosen(waiting.find((c) => c.id !== child.id)?.id);
              if (waiting.length === 1) onOpenChange(false);
            }}
          />
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t('roomDay.review.nothing')}</p>
      )}
    </FormDialog>
  );
}

const fields = ['meals', 'naps', 'activities', 'notes'] as const;

function ReviewForm({
  child,
  infant,
  date,
  onSent,
}: {
  child: RoomDayChild;
  infant: boolean;
  date: string;
  onSent: () => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState<ReportDraft>(() =>
    reviewerDraft(child.entries, { infant, t }),
  );
  const send = useSendReport();
  const labels: Record<(typeof fields)[number], string> = {
    meals: t('roomDay.review.meals'),
    naps: t('roomDay.review.naps'),
    activities: t('roomDay.review.activities'),
    notes: t('roomDay.review.notes'),
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    send.mutate(
      { childId: child.id, date, ...draft },
      {
        onSuccess: () => {
          toast({ title: t('roomDay.review.sent', { name: child.name }) });
          onSent();
        },
        onError: (error) => toastError(error, t('roomDay.review.failed')),
      },
    );
  };
  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      {infant ? <p className="text-sm text-slate-700">{t('roomDay.review.infantSheet')}</p> : null}
      {fields.map((field) => (
        <FormField key={field} id={`review-${field}`} label={labels[field]}>
          {(control) => (
            <Textarea
              {...control}
              rows={field === 'notes' || infant ? 4 : 2}
              value={draft[field]}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            />
          )}
        </FormField>
      ))}
      <FormField id="review-mood" label={t('roomDay.review.mood')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={draft.mood}
            onChange={(event) =>
              setDraft({ ...draft, mood: event.target.value as ReportDraft['mood'] })
            }
          >
            <option value="">{t('roomDay.review.noMood')}</option>
            {moods.map((m) => (
              <option key={m} value={m}>
                {t(moodLabels[m])}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={send.isPending}>
          {t('roomDay.review.send', { name: child.name })}
        </Button>
      </div>
    </form>
  );
}
