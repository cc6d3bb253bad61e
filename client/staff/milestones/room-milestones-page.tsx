import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { BackLink } from '../../components/ui/back-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { catalogueLanguage, roomsQuery } from '../../lib/query-options.ts';
import { useCan } from '../../lib/session.ts';
import { roomMilestonesQuery } from './queries.ts';
import { RoomByMilestone, RoomChildren } from './room-milestone-lists.tsx';

/**
 * The room view (issue 17, decision 033): for planning the room's activities, each child
 * with the milestones expected at their age that they are still working on, and the same by
 * milestone. The room is in the address (?room=<id>), so a reload or a shared link keeps it.
 */
export function RoomMilestonesPage() {
  const t = useT();
  const rooms = useQuery(roomsQuery());
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('room'));
  const room = rooms.data?.find((r) => r.id === chosen) ?? (rooms.data ? rooms.data[0] : undefined);
  const view = useQuery(roomMilestonesQuery(room?.id, catalogueLanguage()));
  const canEdit = useCan('milestoneCatalogue.manage');

  return (
    <div className="space-y-6">
      <BackLink to="/dashboard" className="md:hidden">
        {t('common.backToDashboard')}
      </BackLink>
      <PageHeader
        title={t('milestones.room.title')}
        description={t('milestones.room.description')}
        actions={
          canEdit ? (
            <Link to="/milestones/catalogue" className={buttonClasses('outline')}>
              <BookOpen aria-hidden="true" />
              {t('milestones.room.editCatalogue')}
            </Link>
          ) : null
        }
      />
      {rooms.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('milestones.room.roomsFailed')}
        </p>
      ) : rooms.data && room ? (
        <LabelledSelect
          id="milestones-room"
          label={t('milestones.room.room')}
          value={String(room.id)}
          options={rooms.data.map((r) => ({ value: String(r.id), label: r.name }))}
          onChange={(value) => setParams({ room: value }, { replace: true })}
          className="space-y-1.5 sm:w-64"
        />
      ) : null}
      <p className="max-w-3xl text-sm text-slate-700">{t('milestones.room.intro')}</p>
      {view.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('milestones.room.loadFailed')}
        </p>
      ) : !view.data ? (
        <p role="status" className="text-sm text-slate-600">
          {t('milestones.room.loading')}
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2" aria-busy={view.isFetching}>
          <RoomChildren view={view.data} />
          <RoomByMilestone view={view.data} />
        </div>
      )}
    </div>
  );
}
