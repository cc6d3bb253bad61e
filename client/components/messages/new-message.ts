import { type FormEvent } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { newThreadRequest } from '../../../contract/messages.ts';
import { t } from '../../i18n/i18n.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import type { MessagePriority } from '../../lib/message-priority.ts';
import { type NewThread, useNewThread } from '../../lib/message-threads.ts';
import { toastError } from '../../lib/toast-error.ts';
import { toast } from '../ui/toast-store.ts';

/**
 * What the new-message forms hold: every field of every kind of recipient, as the controls
 * give them (ids as the select's text). Only the chosen recipients' fields are sent.
 */
export type NewMessageValues = {
  recipients: NewThread['recipients'];
  childId: string;
  roomId: string;
  subject: string;
  content: string;
  priority: MessagePriority;
};

export const newMessageFields = [
  'recipients',
  'childId',
  'roomId',
  'subject',
  'content',
  'priority',
] as const satisfies readonly (keyof NewMessageValues)[];

/**
 * Checks the form with the contract's schema, the server's own rules: the recipients decide
 * which of child and room is required, and the request keeps only their fields (zod drops
 * the rest), so a message to a room never carries a child picked before.
 */
export const newMessageResolver: Resolver<NewMessageValues, unknown, NewThread> = (values) => {
  const result = newThreadRequest.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<NewMessageValues> = {};
  for (const issue of result.error.issues) {
    const first = issue.path[0];
    const field = newMessageFields.find((name) => name === first) ?? 'recipients';
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

interface NewMessageFormOptions {
  defaultValues: NewMessageValues;
  /** Closes the dialog after sending (and on Cancel). */
  onDone: () => void;
}

/**
 * The set-up both portals' new-message forms share: the contract's checks, the send, the
 * success toast (naming how many families a broadcast reached) and the server's field errors
 * under their fields (a toast when none belongs to the form). The list and the badges
 * refresh through the mutation.
 */
export function useNewMessageForm({ defaultValues, onDone }: NewMessageFormOptions) {
  const send = useNewThread();
  const form = useForm<NewMessageValues, unknown, NewThread>({
    resolver: newMessageResolver,
    defaultValues,
  });
  const submit = form.handleSubmit((request) =>
    send.mutate(request, {
      onSuccess: ({ threadIds }) => {
        toast({ title: t('messages.sent', { count: threadIds.length }) });
        onDone();
      },
      onError: (error) => {
        if (!applyFieldErrors(error, newMessageFields, form.setError))
          toastError(error, t('messages.sendFailed'));
      },
    }),
  );
  return {
    form,
    onSubmit: (event: FormEvent) => void submit(event),
    pending: send.isPending,
  };
}
