import { CalendarDays, Clock } from 'lucide-react';
import type { ParentOverviewResponse } from '../../../contract/parent-overview.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { UpcomingClosures } from './upcoming-closures.tsx';

/** Daycare Status from the centre's settings, and today's events in place of a weather card. */
export function CentreCards({ overview }: { overview: ParentOverviewResponse }) {
  const t = useT();
  const { daycare, eventsToday } = overview;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Clock className="size-5 text-blue-700" aria-hidden="true" />
            {t('parentDashboard.daycareStatus')}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-1 text-sm text-slate-700">
          <p className="font-medium text-slate-900">{daycare.name}</p>
          <p>
            {t('parentDashboard.hours', {
              opening: daycare.openingTime,
              closing: daycare.closingTime,
            })}
          </p>
          <UpcomingClosures />
          {daycare.statusMessage ? <p>{daycare.statusMessage}</p> : null}
          {daycare.phone ? <p>{t('parentDashboard.phone', { phone: daycare.phone })}</p> : null}
          {daycare.email ? (
            <p>
              {t('parentDashboard.email')}{' '}
              <a href={`mailto:${daycare.email}`} className="text-blue-700 underline">
                {daycare.email}
              </a>
            </p>
          ) : null}
          {daycare.address ? <p>{daycare.address}</p> : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CalendarDays className="size-5 text-blue-700" aria-hidden="true" />
            {t('parentDashboard.todayAtCentre')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {eventsToday.length === 0 ? (
            <p className="text-sm text-slate-700">{t('parentDashboard.noEventsToday')}</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {eventsToday.map((event) => (
                <li key={event.id}>
                  <p className="font-medium text-slate-900">
                    {event.title}
                    {event.time ? (
                      <span className="font-normal text-slate-700"> · {event.time}</span>
                    ) : null}
                  </p>
                  {event.description ? <p className="text-slate-700">{event.description}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
