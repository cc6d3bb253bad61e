import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ChildResponse } from '../../../contract/children.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { childrenQuery, roomsQuery } from '../../lib/query-options.ts';
import { useCan } from '../../lib/session.ts';
import { ChildProfileDialog } from './child-profile-dialog.tsx';
import { ChildrenFilters } from './children-filters.tsx';
import { filterChildren, type RoomFilter } from './children-filter.ts';
import { ChildrenGrid } from './children-grid.tsx';
import { ChildrenStatCards } from './children-stat-cards.tsx';
import { EnrolmentDrafts } from './enrolment-drafts.tsx';
import { WithdrawChildDialog } from './withdraw-child-dialog.tsx';
import { WithdrawnChildren } from './withdrawn-children.tsx';

/** Children Management (spec section 2): who is enrolled, their rooms, allergies, parents. */
export function ChildrenPage() {
  const t = useT();
  const children = useQuery(childrenQuery());
  const rooms = useQuery(roomsQuery());
  const canEnrol = useCan('child.create');
  const canRemove = useCan('child.remove');
  const [search, setSearch] = useState('');
  const [room, setRoom] = useState<RoomFilter>('all');
  // By id: the profile shows the list's latest answer after an edit or a move.
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<ChildResponse | null>(null);
  const all = children.data ?? [];
  const viewing = all.find((c) => c.id === viewingId) ?? null;

  return (
    <div className="space-y-6">
      <BackLink to="/dashboard" className="md:hidden">
        {t('common.backToDashboard')}
      </BackLink>
      <PageHeader
        title={t('children.title')}
        description={t('children.description')}
        actions={
          canEnrol ? (
            <Link to="/enroll-child" className={buttonClasses('primary')}>
              <UserPlus aria-hidden="true" />
              {t('children.enrollNew')}
            </Link>
          ) : null
        }
      />
      {/* Enrolments left before the consent forms: apart from the children, counted nowhere. */}
      {canEnrol ? <EnrolmentDrafts /> : null}
      {children.isSuccess ? <ChildrenStatCards enrolled={all} rooms={rooms.data} /> : null}
      <ChildrenFilters
        search={search}
        onSearch={setSearch}
        room={room}
        onRoom={setRoom}
        rooms={rooms.data}
      />
      <ChildrenGrid
        state={children.isPending ? 'loading' : children.isError ? 'error' : 'ready'}
        shown={filterChildren(all, search, room, rooms.data)}
        anyChildren={all.length > 0}
        canEnrol={canEnrol}
        onView={(child) => setViewingId(child.id)}
        onRemove={canRemove ? setRemoving : undefined}
      />
      <ChildProfileDialog
        child={viewing}
        canEnrol={canEnrol}
        onOpenChange={(open) => {
          if (!open) setViewingId(null);
        }}
      />
      {/* The spec's Remove: its confirmation words, asking for the last day and a reason. */}
      <WithdrawChildDialog
        child={removing}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
      />
      {/* Children who have left: their history stays, directors re-enrol them. */}
      {canRemove ? <WithdrawnChildren /> : null}
    </div>
  );
}
