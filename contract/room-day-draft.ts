import type { moods } from './enums.ts';
import type { diaperChoices, eatenAmounts, RoomLogEntryResponse, RoomLogKind } from './room-log.ts';

// A child's day as its daily report (issue 42, decisions 068): one rule for the reviewer's
// screen (Review and send, in the reviewer's language) and the server's automatic send (in
// the language of the director who chose its time). What it says of an entry is here too,
// so both portals and the e-mailed report say it alike.

/** A message id (read by the i18n check like the client's `msg`). */
const msg = (id: string): string => id;

/** Translates a message id with its values: the browser's `t` or the server's `translate`. */
export type DraftTranslate = (id: string, values?: Record<string, string | number>) => string;

export const kindLabels: Record<RoomLogKind, string> = {
  napStart: msg('roomLogDisplay.kind.napStart'),
  napEnd: msg('roomLogDisplay.kind.napEnd'),
  bottle: msg('roomLogDisplay.kind.bottle'),
  meal: msg('roomLogDisplay.kind.meal'),
  snack: msg('roomLogDisplay.kind.snack'),
  diaper: msg('roomLogDisplay.kind.diaper'),
  activity: msg('roomLogDisplay.kind.activity'),
  mood: msg('roomLogDisplay.kind.mood'),
  note: msg('roomLogDisplay.kind.note'),
};

export const eatenLabels: Record<(typeof eatenAmounts)[number], string> = {
  none: msg('roomLogDisplay.eaten.none'),
  some: msg('roomLogDisplay.eaten.some'),
  most: msg('roomLogDisplay.eaten.most'),
  all: msg('roomLogDisplay.eaten.all'),
};

export const diaperLabels: Record<(typeof diaperChoices)[number], string> = {
  wet: msg('roomLogDisplay.diaper.wet'),
  dirty: msg('roomLogDisplay.diaper.dirty'),
  dry: msg('roomLogDisplay.diaper.dry'),
  potty: msg('roomLogDisplay.diaper.potty'),
};

export const moodLabels: Record<(typeof moods)[number], string> = {
  happy: msg('roomLogDisplay.mood.happy'),
  content: msg('roomLogDisplay.mood.content'),
  fussy: msg('roomLogDisplay.mood.fussy'),
  tired: msg('roomLogDisplay.mood.tired'),
  excited: msg('roomLogDisplay.mood.excited'),
  cranky: msg('roomLogDisplay.mood.cranky'),
};

const label = (labels: Record<string, string>, key: string, t: DraftTranslate) =>
  Object.hasOwn(labels, key) ? t(labels[key]!) : key;

/** An entry in one line: 'Lunch: pasta (ate most)', 'Bottle: 4.5 oz', 'Diaper or toilet: wet'. */
export function entryText(
  entry: Pick<RoomLogEntryResponse, 'kind' | 'text' | 'choice' | 'amount' | 'unit'>,
  t: DraftTranslate,
  number: (value: number) => string = String,
): string {
  const kind = t(kindLabels[entry.kind]);
  switch (entry.kind) {
    case 'bottle':
      return t('roomLogDisplay.entry.bottle', {
        kind,
        amount: number(entry.amount ?? 0),
        unit: entry.unit,
      });
    case 'meal':
    case 'snack':
      return entry.text
        ? t('roomLogDisplay.entry.meal', {
            kind,
            offered: entry.text,
            eaten: label(eatenLabels, entry.choice, t),
          })
        : t('roomLogDisplay.entry.mealOnly', { kind, eaten: label(eatenLabels, entry.choice, t) });
    case 'diaper':
      return t('roomLogDisplay.entry.withText', {
        kind,
        text: label(diaperLabels, entry.choice, t),
      });
    case 'mood':
      return t('roomLogDisplay.entry.withText', { kind, text: label(moodLabels, entry.choice, t) });
    case 'activity':
    case 'note':
      return t('roomLogDisplay.entry.withText', { kind, text: entry.text });
    default:
      return kind;
  }
}

/** Minutes between two instants, as '1 h 35 min' / '40 min'. */
export function durationText(fromIso: string, toIso: string, t: DraftTranslate): string {
  const minutes = Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0
    ? t('roomLogDisplay.duration.hours', { hours, minutes: minutes % 60 })
    : t('roomLogDisplay.duration.minutes', { minutes });
}

/** The spec's daily report fields, as Review and send (or the automatic send) fills them. */
export type ReportDraft = {
  meals: string;
  naps: string;
  activities: string;
  mood: (typeof moods)[number] | '';
  notes: string;
};

/** How the draft's reader reads texts, times of day and amounts. */
export type DraftReader = {
  t: DraftTranslate;
  /** An instant's time of day on the centre's clock, in the reader's style ('3:20 PM'). */
  time: (iso: string) => string;
  /** A bottle's amount ('4.5', '4,5'). */
  number?: (value: number) => string;
};

/**
 * A child's day as the daily report's fields (decision 068): meals and snacks (and bottles),
 * naps with their durations, activities, the last mood, notes. The infants' sheet lists every
 * bottle, nap and diaper with its time.
 */
export function composeReport(
  entries: RoomLogEntryResponse[],
  options: DraftReader & { infant: boolean },
): ReportDraft {
  const { infant, time, t, number } = options;
  const sorted = [...entries].sort((a, b) => a.happenedAt.localeCompare(b.happenedAt));
  const line = (e: RoomLogEntryResponse) =>
    infant ? `${time(e.happenedAt)} ${entryText(e, t, number)}` : entryText(e, t, number);
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
  const lastMood = of('mood').at(-1)?.choice ?? '';
  const notes = of('note').map((e) => e.text);
  if (infant) {
    const diapers = of('diaper').map(
      (e) => `${time(e.happenedAt)} ${label(diaperLabels, e.choice, t)}`,
    );
    if (diapers.length > 0) notes.push(t('roomDay.review.diapers', { list: diapers.join('; ') }));
  }
  return {
    meals: meals.join(infant ? '\n' : '; '),
    naps: naps.join(infant ? '\n' : '; '),
    activities: activities.join('; '),
    mood: Object.hasOwn(moodLabels, lastMood) ? (lastMood as ReportDraft['mood']) : '',
    notes: notes.join('\n'),
  };
}
