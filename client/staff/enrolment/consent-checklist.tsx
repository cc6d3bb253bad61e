import { CircleCheck, TriangleAlert } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { ConsentForm } from '../../../contract/enums.ts';
import { type ConsentsResponse, consentFormKeys } from '../../../contract/enrolment.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useConsents, useRecordConsents } from './queries.ts';

interface ConsentChecklistProps {
  childId: number;
  submitLabel: string;
  onRecorded: () => void;
  secondaryAction?: ReactNode;
}

/**
 * Enrolment step 2, shared by the page and the dialog: the five required consent forms.
 * Each is recorded on the server with who confirmed it and when; forms confirmed before
 * show who did it and stay ticked.
 */
export function ConsentChecklist(props: ConsentChecklistProps) {
  const consents = useConsents(props.childId);
  if (consents.isPending)
    return <LoadingIndicator variant="children" message="Loading consent forms..." />;
  if (consents.isError) {
    return (
      <p role="alert" className="font-medium text-red-700">
        {consents.error.message}
      </p>
    );
  }
  return <Checklist {...props} consents={consents.data} />;
}

function Checklist({
  childId,
  submitLabel,
  onRecorded,
  secondaryAction,
  consents,
}: ConsentChecklistProps & { consents: ConsentsResponse }) {
  const id = useId();
  const record = useRecordConsents(childId);
  const [checked, setChecked] = useState<ReadonlySet<ConsentForm>>(
    () => new Set(consents.forms.filter((f) => f.confirmedAt).map((f) => f.form)),
  );
  const allChecked = consentFormKeys.every((form) => checked.has(form));
  const toggle = (form: ConsentForm, on: boolean) =>
    setChecked((previous) => {
      const next = new Set(previous);
      if (on) next.add(form);
      else next.delete(form);
      return next;
    });
  const submit = () =>
    record.mutate(consentFormKeys, {
      onSuccess: () => onRecorded(),
      onError: (error) => toastError(error, 'Failed to save consent forms'),
    });

  return (
    <div className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="mb-3 font-semibold">Required consent forms</legend>
        {consents.forms.map((form) => {
          const checkboxId = `${id}-${form.form}`;
          const noteId = `${checkboxId}-note`;
          const confirmed = form.confirmedAt !== null;
          return (
            <div
              key={form.form}
              className="flex items-start gap-3 rounded-lg border border-slate-200 p-3"
            >
              <Checkbox
                id={checkboxId}
                className="mt-0.5"
                checked={checked.has(form.form)}
                disabled={confirmed}
                aria-describedby={confirmed ? noteId : undefined}
                onCheckedChange={(value) => toggle(form.form, value === true)}
              />
              <div className="space-y-0.5">
                <Label htmlFor={checkboxId}>{form.label}</Label>
                {confirmed ? (
                  <p id={noteId} className="text-sm text-slate-600">
                    Confirmed by {form.confirmedBy} on {formatDateTime(form.confirmedAt!)}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </fieldset>
      <div aria-live="polite">
        {allChecked ? (
          <p className="flex items-center gap-2 rounded-md bg-green-50 p-3 text-sm font-medium text-green-900">
            <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
            All five consent forms are confirmed.
          </p>
        ) : (
          <p className="flex items-center gap-2 rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-950">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            Please confirm all five consent forms before continuing.
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button disabled={!allChecked || record.isPending} onClick={submit}>
          {record.isPending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </div>
  );
}
