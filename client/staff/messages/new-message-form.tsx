import { useQuery } from '@tanstack/react-query';
import { type NewMessageValues, useNewMessageForm } from '../../components/messages/new-message.ts';
import { ChildField, MessageFields } from '../../components/messages/new-message-fields.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { translateText } from '../../i18n/i18n.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { roomsQuery } from '../../lib/query-options.ts';

const emptyMessage: NewMessageValues = {
  recipients: 'family',
  childId: '',
  roomId: '',
  subject: '',
  content: '',
  priority: 'normal',
};

/** Who a staff message goes to (PRODUCT: a broadcast makes one private thread per family). */
const recipientChoices = [
  { value: 'family', label: msg('messages.recipients.family') },
  { value: 'room', label: msg('messages.recipients.room') },
  { value: 'all', label: msg('messages.recipients.all') },
] as const;

function RoomField({ form }: { form: ReturnType<typeof useNewMessageForm>['form'] }) {
  const t = useT();
  const rooms = useQuery(roomsQuery());
  return (
    <FormField
      id="new-message-room"
      label={t('messages.room')}
      hint={t('messages.roomHint')}
      error={form.formState.errors.roomId?.message}
    >
      {(control) => (
        <>
          <NativeSelect
            key={rooms.isSuccess ? 'ready' : 'loading'}
            {...control}
            {...form.register('roomId')}
          >
            <option value="">
              {rooms.isPending ? t('messages.loadingRooms') : t('messages.selectRoom')}
            </option>
            {(rooms.data ?? []).map((room) => (
              <option key={room.id} value={room.id}>
                {room.name}
              </option>
            ))}
          </NativeSelect>
          {rooms.isError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {t('messages.roomsFailed')}
            </p>
          ) : null}
        </>
      )}
    </FormField>
  );
}

/** Staff write to one family (by their child), to the families of a room, or to all. */
export function NewMessageForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const { form, onSubmit, pending } = useNewMessageForm({ defaultValues: emptyMessage, onDone });
  const recipients = form.watch('recipients');
  const recipientsError = form.formState.errors.recipients?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <fieldset
        className="space-y-2"
        aria-describedby={recipientsError ? 'new-message-recipients-error' : undefined}
      >
        <legend className="text-sm font-medium text-slate-900">{t('messages.sendTo')}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-5">
          {recipientChoices.map((choice) => (
            <label key={choice.value} className="flex items-center gap-2 text-sm text-slate-900">
              <input
                type="radio"
                value={choice.value}
                className="size-4 accent-blue-700 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none"
                {...form.register('recipients')}
              />
              {t(choice.label)}
            </label>
          ))}
        </div>
        {recipientsError ? (
          <p id="new-message-recipients-error" className="text-sm font-medium text-red-700">
            {translateText(recipientsError)}
          </p>
        ) : null}
      </fieldset>
      {recipients === 'family' ? (
        <ChildField form={form} id="new-message-child" hint={t('messages.familyHint')} />
      ) : null}
      {recipients === 'room' ? <RoomField form={form} /> : null}
      {recipients === 'all' ? (
        <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          {t('messages.allHint')}
        </p>
      ) : null}
      <MessageFields form={form} idPrefix="new-message" priorityHint={t('messages.urgentHint')} />
      <FormActions
        onCancel={onDone}
        pending={pending}
        submitLabel={t('messages.send')}
        pendingLabel={t('messages.sending')}
      />
    </form>
  );
}
