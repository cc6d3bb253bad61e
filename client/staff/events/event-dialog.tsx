import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type EventInput,
  type EventRequest,
  type EventResponse,
  eventRequest,
  eventTypes,
} from '../../../contract/events.ts';
import { Button } from '../../components/ui/button.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { toastError } from '../../lib/toast-error.ts';
import { DeleteEventButton } from './delete-event-button.tsx';
import { eventTypeLabel } from './event-format.ts';
import { useAddEvent, useUpdateEvent } from './queries.ts';

type Props = DialogSlotProps & {
  /** Edit this event; without it the dialog adds one. */
  event?: EventResponse;
};

/** Directors add and edit the centre's events (the prototype had no way to). */
export function EventDialog({ open, onOpenChange, event }: Props) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={event ? t('events.editEvent') : t('events.addEvent')}
      description={
        event ? t('events.editDescription', { title: event.title }) : t('events.addDescription')
      }
    >
      <EventForm event={event} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

const fields = ['title', 'date', 'time', 'type', 'participants', 'description'] as const;

function EventForm({ event, onDone }: { event?: EventResponse; onDone: () => void }) {
  const t = useT();
  const add = useAddEvent();
  const update = useUpdateEvent();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EventInput, unknown, EventRequest>({
    resolver: zodResolver(eventRequest),
    defaultValues: {
      title: event?.title ?? '',
      date: event?.date ?? '',
      time: event?.time ?? '',
      type: (event?.type ?? 'general') as EventInput['type'],
      participants: event?.participants ?? '',
      description: event?.description ?? '',
    },
  });

  const onError = (fallback: string) => (error: Error) => {
    if (!applyFieldErrors(error, fields, setError)) toastError(error, fallback);
  };

  const onSubmit = handleSubmit((values) => {
    const onSuccess = (title: string) => () => {
      toast({ title, description: values.title });
      onDone();
    };
    if (event) {
      update.mutate(
        { id: event.id, ...values },
        {
          onSuccess: onSuccess(t('events.eventUpdated')),
          onError: onError(t('events.updateFailed')),
        },
      );
    } else {
      add.mutate(values, {
        onSuccess: onSuccess(t('events.eventAdded')),
        onError: onError(t('events.addFailed')),
      });
    }
  });

  const pending = add.isPending || update.isPending;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <FormField id="event-title" label={t('events.title')} error={errors.title?.message}>
        {(p) => <Input autoComplete="off" {...p} {...register('title')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="event-date" label={t('common.date')} error={errors.date?.message}>
          {(p) => <Input type="date" {...p} {...register('date')} />}
        </FormField>
        <FormField
          id="event-time"
          label={t('common.time')}
          hint={t('events.timeHint')}
          error={errors.time?.message}
        >
          {(p) => <Input autoComplete="off" {...p} {...register('time')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="event-type" label={t('events.typeLabel')} error={errors.type?.message}>
          {(p) => (
            <NativeSelect {...p} {...register('type')}>
              {eventTypes.map((type) => (
                <option key={type} value={type}>
                  {eventTypeLabel(type)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="event-participants"
          label={t('events.participants')}
          error={errors.participants?.message}
        >
          {(p) => <Input autoComplete="off" {...p} {...register('participants')} />}
        </FormField>
      </div>
      <FormField
        id="event-description"
        label={t('events.description')}
        error={errors.description?.message}
      >
        {(p) => <Textarea rows={3} {...p} {...register('description')} />}
      </FormField>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        {event ? <DeleteEventButton event={event} onDeleted={onDone} /> : null}
        <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
          <Button variant="outline" onClick={onDone} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? t('common.saving') : event ? t('common.saveChanges') : t('events.addEvent')}
          </Button>
        </div>
      </div>
    </form>
  );
}
