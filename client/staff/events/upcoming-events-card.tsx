import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import type { EventResponse } from '../../../contract/events.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { eventsQuery } from '../../lib/query-options.ts';
import { useCan } from '../../lib/session.ts';
import { useT } from '../../i18n/use-t.ts';
import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import { eventTimeLabel, eventTypeLabel, formatEventDay } from './event-format.ts';

// The form loads beside the dashboard, not before it paints (lazyDialog).
const EventDialog = lazyDialog(() => import('./event-dialog.tsx').then((m) => m.EventDialog));

/** Spec section 9: the dashboard shows up to 3 events. */
const shown = 3;

type Editing = { open: false } | { open: true; event?: EventResponse };

/** The dashboard's 'Upcoming Events'; directors add and edit events from here. */
export function UpcomingEventsCard() {
  const t = useT();
  const headingId = useId();
  const events = useQuery(eventsQuery());
  const canManage = useCan('event.manage');
  const [editing, setEditing] = useState<Editing>({ open: false });
  const upcoming = (events.data ?? []).slice(0, shown);

  return (
    <Card role="region" aria-labelledby={headingId}>
      {/* Wraps on a phone: in German the title and 'Veranstaltung hinzufügen' need two lines. */}
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id={headingId}>{t('events.upcomingEvents')}</CardTitle>
        {canManage ? (
          <Button variant="outline" size="sm" onClick={() => setEditing({ open: true })}>
            <CalendarPlus aria-hidden="true" />
            {t('events.addEvent')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {events.isPending ? (
          <LoadingIndicator
            variant="playground"
            message={t('events.loadingEvents')}
            className="p-2"
          />
        ) : events.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t('events.loadFailed')}
          </p>
        ) : upcoming.length === 0 ? (
          <p className="text-sm text-slate-600">{t('events.noUpcomingEvents')}</p>
        ) : (
          <ul className="space-y-3">
            {upcoming.map((event) => (
              <li key={event.id} className="flex items-start gap-3 rounded-lg bg-slate-50 p-3">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="font-medium text-slate-900">{event.title}</p>
                  <p className="text-sm text-slate-700">
                    {formatEventDay(event.date)}
                    {event.time ? ` · ${eventTimeLabel(event.time)}` : ''}
                  </p>
                  {event.participants ? (
                    <p className="text-sm text-slate-600">{event.participants}</p>
                  ) : null}
                  <Badge variant="default">{eventTypeLabel(event.type)}</Badge>
                </div>
                {canManage ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={t('events.editEventNamed', { title: event.title })}
                    onClick={() => setEditing({ open: true, event })}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {canManage ? (
        <EventDialog
          open={editing.open}
          event={editing.open ? editing.event : undefined}
          onOpenChange={(open) => {
            if (!open) setEditing({ open: false });
          }}
        />
      ) : null}
    </Card>
  );
}
