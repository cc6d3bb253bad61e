import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { type ToastInput, toast } from '../../components/ui/toast-store.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import { toastError } from '../../lib/toast-error.ts';

/**
 * A write of money on a payer's ledger (the billing area's mutation), sent with its
 * submission's Idempotency-Key.
 */
interface MoneyWrite<Body, Saved> {
  mutate: (
    variables: { body: Body; idempotencyKey: string },
    callbacks: { onSuccess: (saved: Saved) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

interface MoneyDialogFormProps<Input extends FieldValues, Body, Saved> {
  form: UseFormReturn<Input, unknown, Body>;
  write: MoneyWrite<NoInfer<Body>, Saved>;
  /** The fields the server's field errors may name; an error about none of them is a toast. */
  fields: readonly Path<Input>[];
  /** The toast that says what was saved. */
  saved: (result: Saved) => ToastInput;
  /** The error toast's words when the server gives none. */
  failed: string;
  submitLabel: string;
  onDone: () => void;
  /** The dialog's own fields, in their order. */
  children: ReactNode;
}

/**
 * The form inside Record Payment and Adjust: each submission sends one key, kept while the
 * same values are retried after a failure and new after a success (decision 045), so a
 * payment is never recorded twice. Server field errors go under the fields, anything else in
 * a toast; Cancel waits while the write runs.
 */
export function MoneyDialogForm<Input extends FieldValues, Body, Saved>(
  props: MoneyDialogFormProps<Input, Body, Saved>,
) {
  const { form, write, fields, saved, failed, onDone } = props;
  const submission = useSubmissionKey();
  const submit = form.handleSubmit((body) =>
    write.mutate(
      { body, idempotencyKey: submission.keyFor(body) },
      {
        onSuccess: (result) => {
          submission.done();
          toast(saved(result));
          onDone();
        },
        onError: (error) => {
          if (!applyFieldErrors(error, fields, form.setError)) toastError(error, failed);
        },
      },
    ),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {props.children}
      <FormActions
        onCancel={onDone}
        pending={write.isPending}
        holdCancel
        submitLabel={props.submitLabel}
      />
    </form>
  );
}
