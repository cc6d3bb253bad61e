import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Pencil } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import type { RoomRatioResponse } from '../../../contract/dashboard.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { useT } from '../../i18n/use-t.ts';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { roomRatiosQuery } from '../../lib/query-options.ts';
import { useCan } from '../../lib/session.ts';

/** In or out of ratio, said in words and with an icon, not by colour alone. */
export function RatioBadge({ outOfRatio }: { outOfRatio: boolean }) {
  const t = useT();
  return outOfRatio ? (
    <Badge variant="danger" className="gap-1">
      <AlertTriangle className="size-3.5" aria-hidden="true" />
      {t('dashboard.ratio.out')}
    </Badge>
  ) : (
    <Badge variant="success" className="gap-1">
      <CheckCircle2 className="size-3.5" aria-hidden="true" />
      {t('dashboard.ratio.in')}
    </Badge>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * The staff a room's children present require, and whether it has them ("2 · met",
 * "3 · 1 short"): a bare "Staff needed 1" beside "Staff on duty 1" read like a shortage.
 */
function staffRequirement(room: RoomRatioResponse, t: ReturnType<typeof useT>): string {
  const count = formatNumber(room.staffRequired);
  const short = room.staffRequired - room.staffOnDuty;
  return short > 0
    ? t('dashboard.ratio.requiredShort', { count, short: formatNumber(short) })
    : t('dashboard.ratio.requiredMet', { count });
}

export function RoomRatio({ room, onEdit }: { room: RoomRatioResponse; onEdit?: () => void }) {
  const t = useT();
  const headingId = `ratio-room-${room.roomId}`;
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'rounded-lg border p-3',
        room.outOfRatio ? 'border-red-300 bg-red-50' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {room.room}
        </h3>
        <RatioBadge outOfRatio={room.outOfRatio} />
      </div>
      <dl className="mt-2 space-y-1 text-sm">
        <Figure
          label={t('dashboard.ratio.childrenPresent')}
          value={formatNumber(room.childrenPresent)}
        />
        <Figure label={t('dashboard.ratio.staffOnDuty')} value={formatNumber(room.staffOnDuty)} />
        <Figure label={t('dashboard.ratio.staffRequired')} value={staffRequirement(room, t)} />
        <Figure
          label={t('dashboard.ratio.required')}
          value={t('dashboard.ratio.value', { count: formatNumber(room.childrenPerStaff) })}
        />
      </dl>
      {onEdit ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-2"
          onClick={onEdit}
          aria-label={t('dashboard.ratio.editFor', { room: room.room })}
        >
          <Pencil aria-hidden="true" />
          {t('dashboard.ratio.edit')}
        </Button>
      ) : null}
    </li>
  );
}

/** The room whose ratio is being edited. */
type RatioRoom = { id: number; name: string; childrenPerStaff: number };

/**
 * Live ratios (beyond the spec): each room's children present against its staff on duty.
 * Directors edit a ratio in the rooms feature's dialog, passed in by the dashboard page.
 */
export function RoomRatiosCard({
  editRatioDialog: EditRoomRatioDialog,
}: {
  editRatioDialog: ComponentType<DialogSlotProps & { room: RatioRoom | null }>;
}) {
  const t = useT();
  const ratios = useQuery(roomRatiosQuery());
  const canEdit = useCan('room.manage');
  const [editing, setEditing] = useState<RatioRoom | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.liveRatios')}</CardTitle>
        <CardDescription>{t('dashboard.liveRatiosDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {ratios.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            {t('dashboard.loadingRatios')}
          </p>
        ) : ratios.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t('dashboard.ratiosLoadFailed')}
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {ratios.data.map((room) => (
              <RoomRatio
                key={room.roomId}
                room={room}
                onEdit={
                  canEdit
                    ? () =>
                        setEditing({
                          id: room.roomId,
                          name: room.room,
                          childrenPerStaff: room.childrenPerStaff,
                        })
                    : undefined
                }
              />
            ))}
          </ul>
        )}
      </CardContent>
      <EditRoomRatioDialog
        room={editing}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
    </Card>
  );
}

/** The summary at the top of the dashboard when any room is out of ratio. */
export function RatioAlert() {
  const t = useT();
  const ratios = useQuery(roomRatiosQuery());
  const out = ratios.data?.filter((r) => r.outOfRatio) ?? [];
  if (out.length === 0) return null;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{t('dashboard.ratioAlert.title', { count: out.length })}</p>
        <ul className="mt-1 text-sm">
          {out.map((r) => (
            <li key={r.roomId}>
              {t('dashboard.ratioAlert.room', {
                room: r.room,
                children: r.childrenPresent,
                staff: r.staffOnDuty,
                needed: r.staffRequired,
                perStaff: r.childrenPerStaff,
              })}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
