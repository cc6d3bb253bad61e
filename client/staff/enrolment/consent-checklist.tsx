import { CircleCheck, TriangleAlert } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { ConsentForm } from '../../../contract/enums.ts';
import { type ConsentsResponse, consentFormKeys } from '../../../contract/enrolment.ts';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField } from '../../components/ui/checkbox-field.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDateTime } from '../../lib/format.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useConsents, useRecordConsents } from './queries.ts';

/** The five forms' names (the server sends them in English, for its own records). */
const consentFormLabels: Record<ConsentForm, string> = {
  enrollment_application: msg('enrolment.consent.enrollmentApplication'),
  medical_immunization: msg('enrolment.consent.medicalImmunization'),
  emergency_contact: msg('enrolment.consent.emergencyContact'),
  photo_video_release: msg('enrolment.consent.photoVideoRelease'),
  pickup_authorization: msg('enrolment.consent.pickupAuthorization'),
};

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
  const t = useT();
  const consents = useConsents(props.childId);
  if (consents.isPending)
    return <LoadingIndicator variant="children" message={t('enrolment.loadingConsentForms')} />;
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
  const t = useT();
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
      onError: (error) => toastError(error, t('enrolment.consentsSaveFailed')),
    });

  return (
    <div className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="mb-3 font-semibold">{t('enrolment.requiredConsentForms')}</legend>
        {consents.forms.map((form) => {
          const confirmedAt = form.confirmedAt;
          return (
            <CheckboxField
              key={form.form}
              id={`${id}-${form.form}`}
              className="rounded-lg border border-slate-200 p-3"
              label={consentFormLabels[form.form] ? t(consentFormLabels[form.form]) : form.label}
              hint={
                confirmedAt === null
                  ? undefined
                  : t('enrolment.confirmedBy', {
                      name: form.confirmedBy,
                      when: formatDateTime(confirmedAt),
                    })
              }
              checked={checked.has(form.form)}
              disabled={confirmedAt !== null}
              onCheckedChange={(value) => toggle(form.form, value)}
            />
          );
        })}
      </fieldset>
      <div aria-live="polite">
        {allChecked ? (
          <p className="flex items-center gap-2 rounded-md bg-green-50 p-3 text-sm font-medium text-green-900">
            <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
            {t('enrolment.allConsentsConfirmed')}
          </p>
        ) : (
          <p className="flex items-center gap-2 rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-950">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            {t('enrolment.confirmAllConsents')}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button disabled={!allChecked || record.isPending} onClick={submit}>
          {record.isPending ? t('common.saving') : submitLabel}
        </Button>
      </div>
    </div>
  );
}
