import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useT } from '../../i18n/use-t.ts';
import { fullName } from '../../lib/format.ts';
import { priorityOptions } from '../../lib/message-priority.ts';
import type { NewThread } from '../../lib/message-threads.ts';
import { childrenQuery } from '../../lib/query-options.ts';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { NativeSelect } from '../ui/native-select.tsx';
import { Textarea } from '../ui/textarea.tsx';
import type { NewMessageValues } from './new-message.ts';

type Form = UseFormReturn<NewMessageValues, unknown, NewThread>;

/**
 * The child a message is about: staff choose among the centre's children (the family of the
 * child receives it), a parent among their own (the server lists only theirs).
 */
export function ChildField({ form, id, hint }: { form: Form; id: string; hint?: string }) {
  const t = useT();
  const children = useQuery(childrenQuery());
  return (
    <FormField
      id={id}
      label={t('messages.childLabel')}
      hint={hint}
      error={form.formState.errors.childId?.message}
    >
      {(control) => (
        <>
          {/* Remounted once the list is in, so a preselected child shows as selected. */}
          <NativeSelect
            key={children.isSuccess ? 'ready' : 'loading'}
            {...control}
            {...form.register('childId')}
          >
            <option value="">
              {children.isPending ? t('messages.loadingChildren') : t('messages.selectChild')}
            </option>
            {(children.data ?? [])
              .filter((c) => c.isActive)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {fullName(c)}
                </option>
              ))}
          </NativeSelect>
          {children.isError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {t('messages.childrenFailed')}
            </p>
          ) : null}
        </>
      )}
    </FormField>
  );
}

/** Subject, text and priority (Normal unless chosen): what every new message has. */
export function MessageFields({
  form,
  idPrefix,
  priorityHint,
}: {
  form: Form;
  idPrefix: string;
  priorityHint?: string;
}) {
  const t = useT();
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <FormField
        id={`${idPrefix}-subject`}
        label={t('messages.subject')}
        error={errors.subject?.message}
      >
        {(control) => <Input maxLength={200} {...control} {...register('subject')} />}
      </FormField>
      <FormField
        id={`${idPrefix}-content`}
        label={t('messages.content')}
        error={errors.content?.message}
      >
        {(control) => (
          <Textarea
            rows={5}
            placeholder={t('messages.contentPlaceholder')}
            {...control}
            {...register('content')}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-priority`}
        label={t('messages.priority')}
        hint={priorityHint}
        error={errors.priority?.message}
      >
        {(control) => (
          <NativeSelect {...control} {...register('priority')}>
            {priorityOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </>
  );
}
