import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import {
  attendanceQuery,
  childrenQuery,
  dashboardStatsQuery,
  roomsQuery,
} from '../../lib/query-options.ts';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { useT } from '../../i18n/use-t.ts';
import { useAbsences } from '../../lib/handover-queries.ts';
import { AttendanceCards } from './attendance-cards.tsx';
import { AttendanceTable } from './attendance-table.tsx';
import {
  type AttendanceRow,
  attendanceRows,
  filterRows,
  roomFilterOptions,
} from './attendance-rows.ts';
import { TableOrCards } from '../../components/ui/table-or-cards.tsx';

/** How many children the list shows at first, and how many more each Show more adds. */
const pageSize = 20;

/**
 * Spec 'Today's Attendance': active children with today's record, search and room filter.
 * A row's button opens the attendance feature's Check In/Out dialog for that child, passed
 * in by the dashboard page (the composition root).
 */
export function TodaysAttendanceCard({
  checkInOutDialog: CheckInOutDialog,
}: {
  checkInOutDialog: ComponentType<DialogSlotProps & { childId?: number }>;
}) {
  const t = useT();
  const ids = useId();
  const [search, setSearch] = useState('');
  const [roomFilter, setRoomFilter] = useState('all');
  // A centre's whole roll is a long list to build on a phone: a page of it at a time, and
  // search or the room filter for the child at the door (a new search starts from the top).
  const [limit, setLimit] = useState(pageSize);
  const [dialogChildId, setDialogChildId] = useState<number | null>(null);

  // The day is the centre's, from the server; the browser's date may be another day.
  const stats = useQuery(dashboardStatsQuery());
  const today = stats.data?.date;
  const children = useQuery(childrenQuery());
  const attendance = useQuery(attendanceQuery(today));
  const rooms = useQuery(roomsQuery());
  // Absences families reported ahead: shown in the rows of children not checked in (065).
  const absences = useAbsences();

  const options = roomFilterOptions(rooms.data);
  const roomName = options.find((o) => o.value === roomFilter)?.roomName ?? null;
  // Made at each render, so their status words follow a change of language.
  const rows =
    children.data && attendance.data && today
      ? attendanceRows(children.data, attendance.data, today, absences.data)
      : [];
  const filtered = filterRows(rows, search, roomName);

  let body;
  if (children.isError) {
    body = (
      <p role="alert" className="py-6 text-center text-red-800">
        {t('dashboard.childrenLoadFailed')}
      </p>
    );
  } else if (stats.isError || attendance.isError) {
    body = (
      <p role="alert" className="py-6 text-center text-red-800">
        {t('dashboard.attendanceLoadFailed')}
      </p>
    );
  } else if (children.isPending || attendance.isPending) {
    body = (
      <p role="status" className="py-6 text-center text-slate-600">
        {t('dashboard.loadingChildren')}
      </p>
    );
  } else {
    const shown = filtered.slice(0, limit);
    const onAct = (row: AttendanceRow) => setDialogChildId(row.child.id);
    body = (
      <>
        <TableOrCards
          table={<AttendanceTable rows={shown} onAct={onAct} />}
          cards={<AttendanceCards rows={shown} onAct={onAct} />}
        />
        {filtered.length > shown.length ? (
          <div className="mt-4 flex flex-col items-center gap-2 text-sm text-slate-700">
            <p>
              {t('dashboard.attendanceShowing', { shown: shown.length, total: filtered.length })}
            </p>
            <Button variant="outline" onClick={() => setLimit((n) => n + pageSize)}>
              {t('dashboard.attendanceShowMore', {
                count: Math.min(pageSize, filtered.length - shown.length),
              })}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <Card>
      <CardHeader className="gap-4 px-4 sm:flex-row sm:items-end sm:justify-between sm:px-6">
        <CardTitle>{t('dashboard.todaysAttendance')}</CardTitle>
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchField
            id={`${ids}-search`}
            label={t('dashboard.searchChildren')}
            placeholder={t('dashboard.searchByName')}
            value={search}
            onChange={(value) => {
              setSearch(value);
              setLimit(pageSize);
            }}
            className="space-y-1"
            inputClassName="sm:w-56"
          />
          <LabelledSelect
            id={`${ids}-room`}
            label={t('dashboard.roomFilter.label')}
            value={roomFilter}
            options={options}
            onChange={(value) => {
              setRoomFilter(value);
              setLimit(pageSize);
            }}
            className="space-y-1"
            selectClassName="sm:w-48"
          />
        </div>
      </CardHeader>
      {/* Narrower margins on a phone leave the cards' buttons more of the width. */}
      <CardContent className="px-4 sm:px-6">{body}</CardContent>
      <CheckInOutDialog
        open={dialogChildId !== null}
        onOpenChange={(open) => {
          if (!open) setDialogChildId(null);
        }}
        childId={dialogChildId ?? undefined}
      />
    </Card>
  );
}
