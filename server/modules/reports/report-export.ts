import type { Readable } from 'node:stream';
import type { Language } from '../../../contract/enums.ts';
import type { ReportTab } from '../../../contract/reports.ts';
import type { DbOrTx } from '../../db/client.ts';
import { translate } from '../../lib/i18n.ts';
import { csvStream } from './report-csv.ts';
import { dayWindows } from './report-period.ts';
import { attendanceUpTo, queryScope, type ResolvedScope } from './report-summary.ts';
import {
  activitiesInOrder,
  attendanceCounts,
  attendanceRowsInOrder,
  enrolledChildCount,
  incidentsInOrder,
  type ReportScope,
  recordCounts,
} from './reports-queries.ts';

/** A CSV reads the database a month at a time. */
const windowDays = 31;

async function* byWindow<R>(
  scope: ReportScope,
  read: (window: ReportScope) => Promise<R[]>,
  toRow: (row: R) => (string | number | null)[],
) {
  for (const range of dayWindows(scope.range, windowDays))
    yield (await read({ ...scope, range })).map(toRow);
}

/**
 * The CSV of one tab, for the scope: overview (the four tiles, and attendance per room),
 * attendance (one row per child per day they came in), incidents and activities (every one
 * of the period, not only the screen's latest). Column names in the reader's language.
 */
export async function exportReport(
  db: DbOrTx,
  tab: ReportTab,
  scope: ResolvedScope & { roomKey: string },
  language: Language,
): Promise<Readable> {
  const t = (id: string, params?: Record<string, string>) => translate(language, id, params);
  const q = queryScope(scope);
  switch (tab) {
    case 'overview': {
      const upTo = attendanceUpTo(scope);
      const [total, attendance, counts] = await Promise.all([
        enrolledChildCount(db, q, upTo < scope.range.start ? scope.today : upTo),
        attendanceCounts(db, q, upTo),
        recordCounts(db, q),
      ]);
      const rows: (string | number)[][] = [
        [t('reports.csv.from'), scope.range.start],
        [t('reports.csv.to'), scope.range.end],
        [t('reports.room'), scope.room?.name ?? t('reports.allRooms')],
        [t('reports.tile.totalChildren'), total],
        [t('reports.csv.attendanceRate'), attendance.all.percent],
        [t('reports.tile.incidents'), counts.incidents],
        [t('reports.tile.activities'), counts.activities],
        ...attendance.rooms.map((r) => [
          t('reports.csv.attendanceRateIn', { room: r.room }),
          r.percent,
        ]),
      ];
      return csvStream(
        [t('reports.csv.metric'), t('reports.csv.value')],
        (async function* () {
          yield rows;
        })(),
      );
    }
    case 'attendance':
      return csvStream(
        [
          'reports.col.date',
          'reports.col.child',
          'reports.col.room',
          'reports.col.status',
          'reports.csv.checkIn',
          'reports.csv.checkOut',
          'reports.csv.checkInBy',
          'reports.csv.checkOutBy',
        ].map((id) => t(id)),
        byWindow(
          q,
          (w) => attendanceRowsInOrder(db, w),
          (r) => [
            r.date,
            `${r.firstName} ${r.lastName}`,
            r.room,
            t(r.status === 'late' ? 'reports.csv.late' : 'reports.csv.present'),
            r.checkIn,
            r.checkOut,
            r.checkInBy,
            r.checkOutBy,
          ],
        ),
      );
    case 'incidents':
      return csvStream(
        [
          'reports.col.date',
          'reports.col.time',
          'reports.col.child',
          'reports.col.room',
          'reports.col.description',
          'reports.col.actionTaken',
          'reports.col.staff',
          'reports.csv.parentNotified',
        ].map((id) => t(id)),
        byWindow(
          q,
          (w) => incidentsInOrder(db, w),
          (r) => [
            r.date,
            r.time,
            r.childName,
            r.room,
            r.description,
            r.actionTaken,
            r.staffName,
            t(r.parentNotified ? 'reports.csv.yes' : 'reports.csv.no'),
          ],
        ),
      );
    case 'activities':
      return csvStream(
        [
          'reports.col.date',
          'reports.col.child',
          'reports.col.room',
          'reports.col.activity',
          'reports.col.notes',
          'reports.col.staff',
        ].map((id) => t(id)),
        byWindow(
          q,
          (w) => activitiesInOrder(db, w),
          (r) => [r.date, r.childName, r.room, r.activity, r.notes, r.staffName],
        ),
      );
  }
}
