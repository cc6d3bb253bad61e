import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { replyRequest } from '../../../contract/messages.ts';
import { t as translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { useReply } from '../../lib/message-threads.ts';
import { toastError } from '../../lib/toast-error.ts';
import { Button } from '../ui/button.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Textarea } from '../ui/textarea.tsx';

type ReplyInput = z.input<typeof replyRequest>;
type ReplyOutput = z.output<typeof replyRequest>;

/** The answer box under a conversation: the text is checked as the server checks it. */
export function ReplyForm({ threadId }: { threadId: number }) {
  const t = useT();
  const reply = useReply(threadId);
  // Said beside the button, not in a toast: a toast would take the dialog's Escape.
  const [status, setStatus] = useState('');
  const { register, handleSubmit, reset, setError, formState } = useForm<
    ReplyInput,
    unknown,
    ReplyOutput
  >({ resolver: zodResolver(replyRequest), defaultValues: { content: '' } });

  const submit = handleSubmit((values) => {
    setStatus('');
    reply.mutate(values, {
      onSuccess: () => {
        reset({ content: '' });
        setStatus(translate('messages.replySent'));
      },
      onError: (error) => {
        if (!applyFieldErrors(error, ['content'], setError))
          toastError(error, translate('messages.replyFailed'));
      },
    });
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3 border-t border-slate-200 pt-4"
    >
      <FormField
        id={`reply-${threadId}`}
        label={t('messages.reply')}
        error={formState.errors.content?.message}
      >
        {(control) => (
          <Textarea
            rows={3}
            placeholder={t('messages.replyPlaceholder')}
            {...control}
            {...register('content')}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="text-sm font-medium text-green-800">
          {status}
        </p>
        <Button type="submit" disabled={reply.isPending}>
          <Send aria-hidden="true" />
          {reply.isPending ? t('messages.sending') : t('messages.sendReply')}
        </Button>
      </div>
    </form>
  );
}
