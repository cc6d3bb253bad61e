import type { RoomLogEntryResponse } from '../../../contract/room-log.ts';
import { composeReport, type ReportDraft } from '../../../contract/room-day-draft.ts';
import type { Translate } from '../../i18n/use-t.ts';
import { formatNumber, formatTime } from '../../lib/format.ts';

export type { ReportDraft };

/**
 * The reviewer's draft (decision 068): the contract's rule, the one the server's automatic
 * send uses, in the reviewer's language, times and number format.
 */
export function reviewerDraft(
  entries: RoomLogEntryResponse[],
  options: { infant: boolean; t: Translate; time?: (iso: string) => string },
): ReportDraft {
  return composeReport(entries, {
    infant: options.infant,
    t: options.t,
    time: options.time ?? formatTime,
    number: formatNumber,
  });
}
