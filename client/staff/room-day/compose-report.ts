import type { RoomLogEntryResponse } from '../../../contract/room-log.ts';
import { diaperLabels, durationText, entryText } from '../../components/room-day/entry-text.ts';
import type { Translate } from '../../i18n/use-t.ts';

/** The spec's daily report fields, as Review and send fills them. */
export type ReportDraft = {
  meals: string;
  naps: string;
  activities: string;
  mood: string;
  notes: string;
};

/**
 * A child's day as the daily report's fields (decision 068), in the reviewer's language, to
 * edit before sending: meals and snacks (and bottles), naps with their durations, activities,
 * the last mood, notes. The infants' sheet lists every bottle, nap and diaper with its time.
 */
export function composeReport(
  entries: RoomLogEntryResponse[],
  options: { infant: boolean; time: (iso: string) => string; t: Translate },
): ReportDraft {
  const { infant, time, t } = options;
  const sorted = [...entries].sort((a, b) => a.happenedAt.localeCompare(b.happenedAt));
  const line = (e: RoomLogEntryResponse) =>
    infant ? `${time(e.happenedAt)} ${entryText(e, t)}` : entryText(e, t);
  const of = (...kinds: RoomLogEntryResponse['kind'][]) =>
    sorted.filter((e) => kinds.includes(e.kind));

  const meals = of('meal', 'snack', 'bottle').map(line);

  const naps: string[] = [];
  let start: RoomLogEntryResponse | null = null;
  for (const e of of('napStart', 'napEnd')) {
    if (e.kind === 'napStart') {
      if (start) naps.push(`${time(start.happenedAt)}–`);
      start = e;
    } else if (start) {
      naps.push(
        `${time(start.happenedAt)}–${time(e.happenedAt)} (${durationText(start.happenedAt, e.happenedAt, t)})`,
      );
      start = null;
    }
  }
  if (start) naps.push(`${time(start.happenedAt)}–`);

  const activities = of('activity').map((e) => e.text);
  const moods = of('mood');
  const notes = of('note').map((e) => e.text);
  if (infant) {
    const diapers = of('diaper').map(
      (e) =>
        `${time(e.happenedAt)} ${Object.hasOwn(diaperLabels, e.choice) ? t(diaperLabels[e.choice as keyof typeof diaperLabels]) : e.choice}`,
    );
    if (diapers.length > 0) notes.push(t('roomDay.review.diapers', { list: diapers.join('; ') }));
  }
  return {
    meals: meals.join(infant ? '\n' : '; '),
    naps: naps.join(infant ? '\n' : '; '),
    activities: activities.join('; '),
    mood: moods.at(-1)?.choice ?? '',
    notes: notes.join('\n'),
  };
}
