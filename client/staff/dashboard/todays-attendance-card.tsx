import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { CheckInOutDialog } from '../attendance/check-in-out-dialog.tsx';
import { AttendanceTable } from './attendance-table.tsx';
import { attendanceRows, filterRows, roomFilterOptions } from './attendance-rows.ts';
import { useAttendanceOn, useChildren, useDashboardStats, useRoomList } from './queries.ts';

const selectClasses =
  'block h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 sm:w-48 sm:text-sm ' +
  'focus-visible:border-blue-600 focus-visible:ring-2 focus-visible:ring-blue-600/40 focus-visible:outline-none';

/** Spec 'Today's Attendance': active children with today's record, search and room filter. */
export function TodaysAttendanceCard() {
  const ids = useId();
  const [search, setSearch] = useState('');
  const [roomFilter, setRoomFilter] = useState('all');
  const [dialogChildId, setDialogChildId] = useState<number | null>(null);

  // The day is the centre's, from the server; the browser's date may be another day.
  const stats = useDashboardStats();
  const today = stats.data?.date;
  const children = useChildren();
  const attendance = useAttendanceOn(today);
  const rooms = useRoomList();

  const options = roomFilterOptions(rooms.data);
  const roomName = options.find((o) => o.value === roomFilter)?.roomName ?? null;
  const rows = useMemo(
    () =>
      children.data && attendance.data && today
        ? attendanceRows(children.data, attendance.data, today)
        : [],
    [children.data, attendance.data, today],
  );

  let body;
  if (children.isError) {
    body = (
      <p role="alert" className="py-6 text-center text-red-800">
        Failed to load children data. Please try refreshing the page.
      </p>
    );
  } else if (stats.isError || attendance.isError) {
    body = (
      <p role="alert" className="py-6 text-center text-red-800">
        Failed to load today’s attendance. Please try refreshing the page.
      </p>
    );
  } else if (children.isPending || attendance.isPending) {
    body = (
      <p role="status" className="py-6 text-center text-slate-600">
        Loading children...
      </p>
    );
  } else {
    body = (
      <AttendanceTable
        rows={filterRows(rows, search, roomName)}
        onAct={(row) => setDialogChildId(row.child.id)}
      />
    );
  }

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
        <CardTitle>Today’s Attendance</CardTitle>
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="space-y-1">
            <Label htmlFor={`${ids}-search`}>Search children</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
                aria-hidden="true"
              />
              <Input
                id={`${ids}-search`}
                type="search"
                placeholder="Search by name..."
                className="pl-9 sm:w-56"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${ids}-room`}>Room</Label>
            <select
              id={`${ids}-room`}
              className={selectClasses}
              value={roomFilter}
              onChange={(event) => setRoomFilter(event.target.value)}
            >
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </CardHeader>
      <CardContent>{body}</CardContent>
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
