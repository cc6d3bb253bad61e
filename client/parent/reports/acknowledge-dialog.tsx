import { useState, type FormEvent } from 'react';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import type { IncidentResponse } from '../../../contract/incidents.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { msg, t as translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { formatCalendarDay } from '../../lib/format.ts';
import { useAcknowledgeIncident } from './queries.ts';
import { useCentreTime } from '../../lib/centre-time.ts';

/** The parent signs, with their typed full name, that they have read the incident report. */
export function AcknowledgeDialog({
  incident,
  open,
  onOpenChange: setOpen,
}: DialogSlotProps & { incident: IncidentResponse }) {
  const t = useT();
  const centreTime = useCentreTime();
  const [signature, setSignature] = useState('');
  const [error, setError] = useState<string>();
  const acknowledge = useAcknowledgeIncident(incident.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A message id: FormField shows it in the reader's language, even after a switch.
    if (signature.trim() === '') return setError(msg('parentReports.signatureRequired'));
    acknowledge.mutate(
      { signature },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: translate('parentReports.acknowledgedToast') });
        },
        onError: (e) => {
          const message =
            e instanceof ApiError ? e.message : translate('parentReports.acknowledgeFailed');
          const field = e instanceof ApiError ? e.fieldErrors?.signature : undefined;
          if (field) setError(field);
          else
            toast({
              title: translate('common.error'),
              description: message,
              variant: 'destructive',
            });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setSignature('');
          setError(undefined);
        }
      }}
    >
      <DialogContent>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{t('parentReports.acknowledgeTitle')}</DialogTitle>
            <DialogDescription>
              {t('parentReports.acknowledgeDescription', {
                child: incident.childName,
                date: formatCalendarDay(incident.date, 'long'),
                time: centreTime(incident.date, incident.time),
              })}
            </DialogDescription>
          </DialogHeader>
          <FormField
            id={`signature-${incident.id}`}
            label={t('parentReports.yourFullName')}
            error={error}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="name"
                value={signature}
                onChange={(e) => setSignature(e.target.value)}
              />
            )}
          </FormField>
          <FormActions
            onCancel={() => setOpen(false)}
            pending={acknowledge.isPending}
            submitLabel={t('parentReports.signAndAcknowledge')}
            pendingLabel={t('parentReports.signing')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
