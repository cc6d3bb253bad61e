import { useQuery } from '@tanstack/react-query';
import { Archive, ArrowDown, ArrowUp, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import type { RoomResponse } from '../../../contract/rooms.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { toastError } from '../../lib/toast-error.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatNumber } from '../../lib/format.ts';
import { roomsQuery } from '../../lib/query-options.ts';
import { useCan } from '../../lib/session.ts';
import { useMoveRoom } from './queries.ts';

const RoomFormDialog = lazyDialog(() =>
  import('./room-form-dialog.tsx').then((m) => m.RoomFormDialog),
);
const ArchiveRoomDialog = lazyDialog(() =>
  import('./archive-room-dialog.tsx').then((m) => m.ArchiveRoomDialog),
);

type Editing =
  { kind: 'add' } | { kind: 'edit'; room: RoomResponse } | { kind: 'archive'; room: RoomResponse };

/**
 * Settings → Rooms (decision 060): the centre's current rooms in their order, each with the
 * ages it takes, its ratio and the children in it. Directors add, edit, move and archive
 * them; anyone else is told the page is the directors' (the server refuses them too).
 */
export function RoomsPage() {
  const t = useT();
  return (
    <div className="space-y-6">
      <BackLink to="/settings">{t('rooms.manage.backToSettings')}</BackLink>
      <PageHeader title={t('rooms.manage.title')} description={t('rooms.manage.description')} />
      <RoomsManager />
    </div>
  );
}

/** The rooms and what directors do with them: Settings → Rooms, and the first start's step. */
export function RoomsManager() {
  const t = useT();
  const manages = useCan('room.manage');
  const rooms = useQuery(roomsQuery());
  const move = useMoveRoom();
  // The dialog's room stays while it closes, so it animates out and gives focus back.
  const [editing, setDialog] = useState<Editing | null>(null);
  const [open, setOpen] = useState(false);
  const setEditing = (next: Editing) => {
    setDialog(next);
    setOpen(true);
  };
  const list = rooms.data ?? [];
  const close = (next: boolean) => setOpen(next);
  const moveTo = (room: RoomResponse, position: number) =>
    move.mutate(
      { id: room.id, position },
      { onError: (error) => toastError(error, t('rooms.manage.moveFailed')) },
    );
  return (
    <div className="space-y-4">
      {manages ? (
        <div className="flex justify-end">
          <Button className="min-h-11" onClick={() => setEditing({ kind: 'add' })}>
            <Plus aria-hidden="true" /> {t('rooms.manage.addRoom')}
          </Button>
        </div>
      ) : null}
      {!manages ? (
        <p role="status" className="text-slate-700">
          {t('rooms.manage.directorsOnly')}
        </p>
      ) : rooms.isPending ? (
        <p role="status" className="text-slate-700">
          {t('rooms.manage.loading')}
        </p>
      ) : rooms.isError ? (
        <p role="alert" className="text-red-800">
          {t('rooms.manage.loadFailed')}
        </p>
      ) : (
        <ol className="space-y-3" aria-label={t('rooms.manage.listLabel')}>
          {list.map((room, index) => (
            <li key={room.id}>
              <Card>
                <CardHeader>
                  <CardTitle className="text-lg">{room.name}</CardTitle>
                </CardHeader>
                <CardContent className="space-y-3">
                  <dl className="grid gap-1 text-sm sm:grid-cols-3">
                    <div>
                      <dt className="text-slate-600">{t('rooms.manage.ages')}</dt>
                      <dd className="font-medium text-slate-900">
                        {t('rooms.manage.ageRange', {
                          from: formatNumber(room.ageFromMonths),
                          to: formatNumber(room.ageToMonths),
                        })}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-slate-600">{t('rooms.manage.ratio')}</dt>
                      <dd className="font-medium text-slate-900">
                        {t('rooms.manage.ratioValue', {
                          count: formatNumber(room.childrenPerStaff),
                        })}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-slate-600">{t('rooms.manage.children')}</dt>
                      <dd className="font-medium text-slate-900">
                        {formatNumber(room.childCount)}
                      </dd>
                    </div>
                  </dl>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      className="min-h-11"
                      onClick={() => setEditing({ kind: 'edit', room })}
                      aria-label={t('rooms.manage.editNamed', { room: room.name })}
                    >
                      <Pencil aria-hidden="true" /> {t('rooms.manage.edit')}
                    </Button>
                    <Button
                      variant="outline"
                      className="min-h-11"
                      disabled={index === 0 || move.isPending}
                      onClick={() => moveTo(room, index)}
                      aria-label={t('rooms.manage.moveUpNamed', { room: room.name })}
                    >
                      <ArrowUp aria-hidden="true" /> {t('rooms.manage.moveUp')}
                    </Button>
                    <Button
                      variant="outline"
                      className="min-h-11"
                      disabled={index === list.length - 1 || move.isPending}
                      onClick={() => moveTo(room, index + 2)}
                      aria-label={t('rooms.manage.moveDownNamed', { room: room.name })}
                    >
                      <ArrowDown aria-hidden="true" /> {t('rooms.manage.moveDown')}
                    </Button>
                    <Button
                      variant="outline"
                      className="min-h-11"
                      disabled={list.length === 1}
                      onClick={() => setEditing({ kind: 'archive', room })}
                      aria-label={t('rooms.manage.archiveNamed', { room: room.name })}
                    >
                      <Archive aria-hidden="true" /> {t('rooms.manage.archive')}
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      )}
      <RoomFormDialog
        open={open && (editing?.kind === 'add' || editing?.kind === 'edit')}
        onOpenChange={close}
        room={editing?.kind === 'edit' ? editing.room : null}
      />
      <ArchiveRoomDialog
        open={open && editing?.kind === 'archive'}
        onOpenChange={close}
        room={editing?.kind === 'archive' ? editing.room : null}
        rooms={list}
      />
    </div>
  );
}
