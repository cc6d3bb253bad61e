import type { RoomLogEntryResponse } from '../../../contract/room-log.ts';
import { entryText as sharedEntryText } from '../../../contract/room-day-draft.ts';
import type { Translate } from '../../i18n/use-t.ts';
import { formatNumber } from '../../lib/format.ts';

// What both portals say of a room-day entry (decision 068): the rule is the contract's, shared
// with the server's automatic send; here with the reader's number format.

export {
  diaperLabels,
  durationText,
  eatenLabels,
  kindLabels,
  moodLabels,
} from '../../../contract/room-day-draft.ts';

/** An entry in one line: 'Lunch: pasta (ate most)', 'Bottle: 4.5 oz', 'Diaper or toilet: wet'. */
export function entryText(
  entry: Pick<RoomLogEntryResponse, 'kind' | 'text' | 'choice' | 'amount' | 'unit'>,
  t: Translate,
): string {
  return sharedEntryText(entry, t, formatNumber);
}
