import { useQuery } from '@tanstack/react-query';
import { Check, Moon, Send, Settings2, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type {
  AllergyWarning,
  RoomDayChild,
  RoomDayResponse,
  RoomLogKind,
} from '../../../contract/room-log.ts';
import { entryText, kindLabels } from '../../components/room-day/entry-text.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { cn } from '../../lib/cn.ts';
import { formatTime } from '../../lib/format.ts';
import { roomsQuery } from '../../lib/query-options.ts';
import { dismissQueuedEntry, useRoomLogQueue } from '../../lib/room-log-queue.ts';
import { useCan, useCurrentUser } from '../../lib/session.ts';
import { toastError } from '../../lib/toast-error.ts';
import { CorrectEntryDialog } from './correct-dialog.tsx';
import { type AskedKind, LogEventDialog } from './log-event-dialog.tsx';
import { type NewEntry, roomDayQuery, useLogEntry, useUndoEntry } from './queries.ts';
import { ReviewDialog } from './review-dialog.tsx';
import { RoomDaySettingsDialog } from './settings-dialog.tsx';

/** The event buttons, in the order a room's day goes. */
const eventKinds: RoomLogKind[] = [
  'napStart',
  'napEnd',
  'bottle',
  'meal',
  'snack',
  'diaper',
  'activity',
  'mood',
  'note',
];

type Logged = {
  label: string;
  count: number;
  groupId?: number;
  clientActionId?: string;
  undoUntil: number;
};

/**
 * The room's day (issue 42, decision 068), for the tablet or phone a teacher carries: the
 * children here now with today's entries at a glance and who is asleep; select several (or
 * all present) and log one event for all of them in a tap or two; undo within a minute;
 * entries wait on the device when offline. The room is in the address (?room=<id>).
 */
export function RoomDayPage() {
  const t = useT();
  const me = useCurrentUser();
  const rooms = useQuery(roomsQuery());
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('room'));
  const room = rooms.data?.find((r) => r.id === chosen) ?? rooms.data?.[0];
  const day = useQuery(roomDayQuery(room?.id));
  const canReview = useCan('roomDay.review');
  const canSet = useCan('roomLogSettings.manage');
  const [reviewOpen, setReviewOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  return (
    <div className="space-y-4 pb-4">
      <BackLink to="/dashboard" className="md:hidden">
        {t('common.backToDashboard')}
      </BackLink>
      <PageHeader
        title={t('roomDay.title')}
        description={t('roomDay.description')}
        actions={
          day.data ? (
            <div className="flex flex-wrap gap-2">
              {canReview ? (
                <Button className="min-h-11" onClick={() => setReviewOpen(true)}>
                  <Send aria-hidden="true" />
                  {t('roomDay.reviewAndSend')}
                </Button>
              ) : null}
              {canSet ? (
                <Button
                  variant="outline"
                  className="min-h-11"
                  onClick={() => setSettingsOpen(true)}
                >
                  <Settings2 aria-hidden="true" />
                  {t('roomDay.settings.open')}
                </Button>
              ) : null}
            </div>
          ) : null
        }
      />
      {rooms.data && room ? (
        <LabelledSelect
          id="room-day-room"
          label={t('roomDay.room')}
          value={String(room.id)}
          options={rooms.data.map((r) => ({ value: String(r.id), label: r.name }))}
          onChange={(value) => setParams({ room: value }, { replace: true })}
          className="space-y-1.5 sm:w-64"
        />
      ) : null}
      <QueueNotice userId={me.userId} />
      {day.isError || rooms.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('roomDay.loadFailed')}
        </p>
      ) : !day.data ? (
        <p role="status" className="text-sm text-slate-600">
          {t('roomDay.loading')}
        </p>
      ) : (
        <RoomDayBoard key={day.data.roomId} day={day.data} userId={me.userId} />
      )}
      {day.data && reviewOpen ? (
        <ReviewDialog day={day.data} open={reviewOpen} onOpenChange={setReviewOpen} />
      ) : null}
      {day.data && settingsOpen ? (
        <RoomDaySettingsDialog
          settings={day.data.settings}
          open={settingsOpen}
          onOpenChange={setSettingsOpen}
        />
      ) : null}
    </div>
  );
}

function RoomDayBoard({ day, userId }: { day: RoomDayResponse; userId: number }) {
  const t = useT();
  const present = day.children.filter((c) => c.present);
  const away = day.children.filter((c) => !c.present);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [asking, setAsking] = useState<AskedKind | null>(null);
  const [logged, setLogged] = useState<Logged | null>(null);
  const [warnings, setWarnings] = useState<AllergyWarning[]>([]);
  const [correcting, setCorrecting] = useState(false);
  const log = useLogEntry(userId);
  const undo = useUndoEntry(userId);
  const chosen = present.filter((c) => selected.has(c.id));
  const allSelected = present.length > 0 && chosen.length === present.length;

  const toggle = (id: number) =>
    setSelected((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const send = (kind: RoomLogKind, fields: Omit<NewEntry, 'kind' | 'childIds' | 'roomId'> = {}) => {
    const label = t(kindLabels[kind]);
    log.mutate(
      {
        entry: { kind, roomId: day.roomId, childIds: chosen.map((c) => c.id), ...fields },
        label,
      },
      {
        onSuccess: (result) => {
          setAsking(null);
          setWarnings(result.queued ? [] : result.answer.warnings);
          setLogged({
            label,
            count: chosen.length,
            undoUntil: Date.now() + 60_000,
            ...(result.queued
              ? { clientActionId: result.clientActionId }
              : { groupId: result.answer.groupId }),
          });
        },
        onError: (error) => toastError(error, t('roomDay.log.failed')),
      },
    );
  };

  const tap = (kind: RoomLogKind) => {
    if (kind === 'napStart' || kind === 'napEnd') send(kind);
    else setAsking(kind);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={allSelected ? 'secondary' : 'outline'}
          className="min-h-11"
          aria-pressed={allSelected}
          disabled={present.length === 0}
          onClick={() => setSelected(allSelected ? new Set() : new Set(present.map((c) => c.id)))}
        >
          <Check aria-hidden="true" />
          {t('roomDay.selectAllPresent', { count: present.length })}
        </Button>
        <p className="text-sm text-slate-700" aria-live="polite">
          {t('roomDay.selectedCount', { count: chosen.length })}
        </p>
        <Button
          variant="ghost"
          className="min-h-11"
          disabled={chosen.length !== 1 || chosen[0]!.entries.length === 0}
          onClick={() => setCorrecting(true)}
        >
          {t('roomDay.correct.open')}
        </Button>
      </div>

      {present.length === 0 ? (
        <p className="text-sm text-slate-700">{t('roomDay.nobodyHere')}</p>
      ) : (
        <ul
          className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
          aria-label={t('roomDay.presentList')}
        >
          {present.map((child) => (
            <li key={child.id}>
              <ChildTile
                child={child}
                selected={selected.has(child.id)}
                onToggle={() => toggle(child.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {away.length > 0 ? (
        <p className="text-sm text-slate-600">
          {t('roomDay.notHere', { names: away.map((c) => c.name).join(', ') })}
        </p>
      ) : null}

      {warnings.length > 0 ? (
        <div
          role="alert"
          className="space-y-1 rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900"
        >
          {warnings.map((w) => (
            <p key={w.childId} className="flex items-start gap-2">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('roomDay.log.allergyAfter', {
                name: w.childName,
                allergens: w.allergens.join(', '),
              })}
            </p>
          ))}
        </div>
      ) : null}

      <section
        aria-label={t('roomDay.actions')}
        className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur"
      >
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-9">
          {eventKinds.map((kind) => (
            <Button
              key={kind}
              variant="outline"
              className="h-auto min-h-11 px-2 py-2 text-center whitespace-normal"
              disabled={
                log.isPending || chosen.length === 0 || (kind === 'note' && chosen.length !== 1)
              }
              onClick={() => tap(kind)}
            >
              {t(kindLabels[kind])}
            </Button>
          ))}
        </div>
        {logged ? (
          <UndoBar
            logged={logged}
            pending={undo.isPending}
            onUndo={() =>
              undo.mutate(logged, {
                onSuccess: () => setLogged(null),
                onError: (error) => toastError(error, t('roomDay.undoFailed')),
              })
            }
            onExpire={() => setLogged(null)}
          />
        ) : null}
      </section>

      {correcting && chosen.length === 1 ? (
        <CorrectEntryDialog child={chosen[0]!} open={correcting} onOpenChange={setCorrecting} />
      ) : null}
      <LogEventDialog
        kind={asking}
        children={chosen}
        settings={day.settings}
        pending={log.isPending}
        onClose={() => setAsking(null)}
        onLog={(fields) => asking && send(asking, fields)}
      />
    </div>
  );
}

function ChildTile({
  child,
  selected,
  onToggle,
}: {
  child: RoomDayChild;
  selected: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const recent = child.entries.slice(-3).reverse();
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      className={cn(
        'w-full rounded-lg border p-3 text-left focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none',
        selected ? 'border-blue-700 bg-blue-50 ring-1 ring-blue-700' : 'border-slate-200 bg-white',
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{child.name}</span>
        <span className="flex gap-1">
          {child.asleepSince ? (
            <Badge variant="neutral" className="gap-1">
              <Moon className="size-3" aria-hidden="true" />
              {t('roomDay.asleepSince', { time: formatTime(child.asleepSince) })}
            </Badge>
          ) : null}
          {child.sentReportId !== null ? (
            <Badge variant="success">{t('roomDay.sent')}</Badge>
          ) : null}
        </span>
      </span>
      {recent.length === 0 ? (
        <span className="mt-1 block text-sm text-slate-600">{t('roomDay.noEntries')}</span>
      ) : (
        <span className="mt-1 block space-y-0.5 text-sm text-slate-700">
          {recent.map((entry) => (
            <span key={entry.id} className="block truncate">
              {formatTime(entry.happenedAt)} · {entryText(entry, t)}
              {entry.photoId !== null ? ` · ${t('roomLogDisplay.photo')}` : ''}
            </span>
          ))}
          {child.entries.length > 3 ? (
            <span className="block text-slate-600">
              {t('roomDay.moreEntries', { count: child.entries.length - 3 })}
            </span>
          ) : null}
        </span>
      )}
    </button>
  );
}

function UndoBar({
  logged,
  pending,
  onUndo,
  onExpire,
}: {
  logged: Logged;
  pending: boolean;
  onUndo: () => void;
  onExpire: () => void;
}) {
  const t = useT();
  useEffect(() => {
    const timer = setTimeout(onExpire, Math.max(0, logged.undoUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [logged, onExpire]);
  return (
    <div
      role="status"
      className="mt-3 flex items-center justify-between gap-2 rounded-md bg-slate-900 px-3 py-2 text-sm text-white"
    >
      <span>
        {logged.clientActionId
          ? t('roomDay.queued', { what: logged.label, count: logged.count })
          : t('roomDay.logged', { what: logged.label, count: logged.count })}
      </span>
      <Button
        size="sm"
        variant="outline"
        className="min-h-11 border-white bg-slate-900 text-white hover:bg-slate-800"
        disabled={pending}
        onClick={onUndo}
      >
        {t('roomDay.undo')}
      </Button>
    </div>
  );
}

/** Entries waiting on this device, and any the server refused, with the refusal's words. */
function QueueNotice({ userId }: { userId: number }) {
  const t = useT();
  const queue = useRoomLogQueue(userId);
  if (queue.length === 0) return null;
  const waiting = queue.filter((e) => e.state === 'waiting').length;
  return (
    <div
      role="status"
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      {waiting > 0 ? <p>{t('roomDay.waitingToSync', { count: waiting })}</p> : null}
      {queue
        .filter((e) => e.state === 'conflict')
        .map((e) => (
          <p key={e.request.clientActionId} className="flex items-center justify-between gap-2">
            <span>{t('roomDay.couldNotSync', { what: e.label, message: e.message ?? '' })}</span>
            <Button
              size="sm"
              variant="outline"
              onClick={() => dismissQueuedEntry(userId, e.request.clientActionId)}
            >
              {t('roomDay.dismiss')}
            </Button>
          </p>
        ))}
    </div>
  );
}
