import type { moods } from '../../../contract/enums.ts';
import type {
  diaperChoices,
  eatenAmounts,
  RoomLogEntryResponse,
  RoomLogKind,
} from '../../../contract/room-log.ts';
import { msg } from '../../i18n/i18n.ts';
import type { Translate } from '../../i18n/use-t.ts';
import { formatNumber } from '../../lib/format.ts';

// What both portals say of a room-day entry (decision 068): its kind, its choice, one line.

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

const label = (labels: Record<string, string>, key: string, t: Translate) =>
  Object.hasOwn(labels, key) ? t(labels[key]!) : key;

/** An entry in one line: 'Lunch: pasta (ate most)', 'Bottle: 4.5 oz', 'Diaper or toilet: wet'. */
export function entryText(
  entry: Pick<RoomLogEntryResponse, 'kind' | 'text' | 'choice' | 'amount' | 'unit'>,
  t: Translate,
): string {
  const kind = t(kindLabels[entry.kind]);
  switch (entry.kind) {
    case 'bottle':
      return t('roomLogDisplay.entry.bottle', {
        kind,
        amount: formatNumber(entry.amount ?? 0),
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
export function durationText(fromIso: string, toIso: string, t: Translate): string {
  const minutes = Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0
    ? t('roomLogDisplay.duration.hours', { hours, minutes: minutes % 60 })
    : t('roomLogDisplay.duration.minutes', { minutes });
}
