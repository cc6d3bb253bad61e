import { useState, type FormEvent } from 'react';
import type { IncidentResponse } from '../../../contract/incidents.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { useAcknowledgeIncident } from './queries.ts';

/** The parent signs, with their typed full name, that they have read the incident report. */
export function AcknowledgeDialog({ incident }: { incident: IncidentResponse }) {
  const [open, setOpen] = useState(false);
  const [signature, setSignature] = useState('');
  const [error, setError] = useState<string>();
  const acknowledge = useAcknowledgeIncident(incident.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signature.trim() === '') return setError('Please type your full name to sign');
    acknowledge.mutate(
      { signature },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: 'Incident report acknowledged' });
        },
        onError: (e) => {
          const message = e instanceof ApiError ? e.message : 'Failed to acknowledge the report';
          const field = e instanceof ApiError ? e.fieldErrors?.signature : undefined;
          if (field) setError(field);
          else toast({ title: 'Error', description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setSignature('');
          setError(undefined);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Acknowledge
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>Acknowledge Incident Report</DialogTitle>
            <DialogDescription>
              By typing your full name you confirm that you have read the incident report for{' '}
              {incident.childName} on {incident.date} at {incident.time}.
            </DialogDescription>
          </DialogHeader>
          <FormField id={`signature-${incident.id}`} label="Your full name" error={error}>
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
            submitLabel="Sign and Acknowledge"
            pendingLabel="Signing..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
