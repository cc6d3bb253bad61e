import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { EventResponse } from '../../../contract/events.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useDeleteEvent } from './queries.ts';

/** Deleting asks once more, in place: a cancelled event is gone for every family. */
export function DeleteEventButton({
  event,
  onDeleted,
}: {
  event: EventResponse;
  onDeleted: () => void;
}) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteEvent();
  if (!confirming) {
    return (
      <Button
        variant="ghost"
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" />
        {t('events.deleteEvent')}
      </Button>
    );
  }
  return (
    <div role="group" aria-labelledby="delete-event-question" className="flex items-center gap-2">
      <p id="delete-event-question" className="text-sm font-medium text-red-800">
        {t('events.deleteQuestion')}
      </p>
      <Button
        variant="destructive"
        size="sm"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(event.id, {
            onSuccess: () => {
              toast({ title: t('events.eventDeleted'), description: event.title });
              onDeleted();
            },
            onError: (error) => toastError(error, t('events.deleteFailed')),
          })
        }
      >
        {t('events.confirmDelete')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
        {t('events.keep')}
      </Button>
    </div>
  );
}
