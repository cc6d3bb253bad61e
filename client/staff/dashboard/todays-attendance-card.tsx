import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useId, useState } from 'react';
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
import { AttendanceCards } from './attendance-cards.tsx';
import { AttendanceTable } from './attendance-table.tsx';
import {
  type AttendanceRow,
  attendanceRows,
  filterRows,
  roomFilterOptions,
} from './attendance-rows.ts';

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
  const [dialogChildId, setDialogChildId] = useState<number | null>(null);

  // The day is the centre's, from the server; the browser's date may be another day.
  const stats = useQuery(dashboardStatsQuery());
  const today = stats.data?.date;
  const children = useQuery(childrenQuery());
  const attendance = useQuery(attendanceQuery(today));
  const rooms = useQuery(roomsQuery());

  const options = roomFilterOptions(rooms.data);
  const roomName = options.find((o) => o.value === roomFilter)?.roomName ?? null;
  // Made at each render, so their status words follow a change of language.
  const rows =
    children.data && attendance.data && today
      ? attendanceRows(children.data, attendance.data, today)
      : [];

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
    const shown = filterRows(rows, search, roomName);
    const onAct = (row: AttendanceRow) => setDialogChildId(row.child.id);
    body = (
      <>
        {/* Both are in the page; CSS shows one, and the hidden one is out of the a11y tree. */}
        <div className="hidden md:block">
          <AttendanceTable rows={shown} onAct={onAct} />
        </div>
        <div className="md:hidden">
          <AttendanceCards rows={shown} onAct={onAct} />
        </div>
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
            onChange={setSearch}
            className="space-y-1"
            inputClassName="sm:w-56"
          />
          <LabelledSelect
            id={`${ids}-room`}
            label={t('dashboard.roomFilter.label')}
            value={roomFilter}
            options={options}
            onChange={setRoomFilter}
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
