import type { Readable } from 'node:stream';
import type { Language } from '../../../contract/enums.ts';
import type { RatioDay } from '../../../contract/licensing-reports.ts';
import { translate } from '../../lib/i18n.ts';
import { csvStream } from './report-csv.ts';

/** Ratio compliance as CSV: every room and open day, out-of-ratio or not (the record). */
export function ratioCsv(days: RatioDay[], language: Language): Readable {
  const t = (id: string) => translate(language, id);
  return csvStream(
    [
      'licensing.ratio.date',
      'licensing.ratio.room',
      'licensing.ratio.ratio',
      'licensing.ratio.minutesOut',
      'licensing.ratio.peakChildren',
      'licensing.ratio.staffShort',
    ].map(t),
    (async function* () {
      yield days.map((d) => [
        d.date,
        d.room,
        `1:${d.childrenPerStaff}`,
        d.minutesOutOfRatio,
        d.peakChildren,
        d.staffShort,
      ]);
    })(),
  );
}
