import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type NewMessageValues, useNewMessageForm } from '../../components/messages/new-message.ts';
import { ChildField, MessageFields } from '../../components/messages/new-message-fields.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { useT } from '../../i18n/use-t.ts';
import { childrenQuery } from '../../lib/query-options.ts';

const emptyMessage: NewMessageValues = {
  recipients: 'centre',
  childId: '',
  roomId: '',
  subject: '',
  content: '',
  priority: 'normal',
};

/** A parent writes to the centre about one of their children. */
export function NewMessageForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const { form, onSubmit, pending } = useNewMessageForm({ defaultValues: emptyMessage, onDone });
  const children = useQuery(childrenQuery());
  const { getValues, setValue } = form;

  // With one child there is nothing to choose; the list may arrive after the form opened.
  const only = children.data?.filter((c) => c.isActive);
  const onlyChild = only?.length === 1 ? only[0]!.id : undefined;
  useEffect(() => {
    if (onlyChild && !getValues('childId')) setValue('childId', String(onlyChild));
  }, [onlyChild, getValues, setValue]);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ChildField form={form} id="parent-message-child" />
      <MessageFields form={form} idPrefix="parent-message" />
      <FormActions
        onCancel={onDone}
        pending={pending}
        submitLabel={t('messages.send')}
        pendingLabel={t('messages.sending')}
      />
    </form>
  );
}
