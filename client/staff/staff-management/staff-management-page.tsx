import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { StaffResponse } from '../../../contract/staff.ts';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { staffQuery } from '../../lib/query-options.ts';
import { useCan, useMe } from '../../lib/session.ts';
import { useStaffLogins } from './queries.ts';
import { RemoveStaffDialog } from './remove-staff-dialog.tsx';
import { StaffFilters } from './staff-filters.tsx';
import { filterStaff, type RoleFilter } from './staff-filter.ts';
import { StaffFormDialog } from './staff-form-dialog.tsx';
import { StaffGrid } from './staff-grid.tsx';
import { StaffProfileDialog } from './staff-profile-dialog.tsx';
import { StaffStatCards } from './staff-stat-cards.tsx';

type Form = { open: false } | { open: true; member?: StaffResponse };

/**
 * Staff Management. Directors (staff.manage) add, edit and remove staff and switch anyone's
 * duty; everyone in the staff portal sees the team and switches their own duty (staff.duty).
 */
export function StaffManagementPage() {
  const t = useT();
  const staff = useQuery(staffQuery());
  const canManage = useCan('staff.manage');
  const mayDuty = useCan('staff.duty');
  const me = useMe().data;
  const canManageAccounts = useCan('account.manage');
  const logins = useStaffLogins(canManageAccounts);
  // Staff switch their own duty, directors anyone's (issue 35; the server decides too).
  const canToggleDuty = (member: StaffResponse) =>
    mayDuty && (canManage || (me?.staffId != null && member.id === me.staffId));
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<StaffResponse | null>(null);
  const [form, setForm] = useState<Form>({ open: false });

  const all = staff.data ?? [];
  const loginOf =
    canManageAccounts && logins.data
      ? (member: StaffResponse) => logins.data.find((login) => login.staffId === member.id) ?? null
      : undefined;
  // Looked up on every render, so the profile shows a duty change made meanwhile.
  const viewing = all.find((member) => member.id === viewingId) ?? null;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('staffManagement.title')}
        description={t('staffManagement.description')}
        actions={
          canManage ? (
            <Button onClick={() => setForm({ open: true })}>
              <Plus aria-hidden="true" />
              {t('staffManagement.add')}
            </Button>
          ) : null
        }
      />
      {staff.isSuccess ? <StaffStatCards staff={all} /> : null}
      <StaffFilters search={search} onSearch={setSearch} role={role} onRole={setRole} />
      <StaffGrid
        state={staff.isPending ? 'loading' : staff.isError ? 'error' : 'ready'}
        staff={filterStaff(all, search, role)}
        anyStaff={all.length > 0}
        canToggleDuty={canToggleDuty}
        onView={(member) => setViewingId(member.id)}
        onRemove={canManage ? setRemoving : undefined}
        loginOf={loginOf}
      />
      <StaffProfileDialog
        member={viewing}
        onOpenChange={(open) => {
          if (!open) setViewingId(null);
        }}
        loginOf={loginOf}
        onEdit={
          canManage
            ? (member) => {
                setViewingId(null);
                setForm({ open: true, member });
              }
            : undefined
        }
      />
      <RemoveStaffDialog
        member={removing}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
      />
      {canManage ? (
        <StaffFormDialog
          open={form.open}
          member={form.open ? form.member : undefined}
          mayInvite={canManageAccounts}
          onOpenChange={(open) => {
            if (!open) setForm({ open: false });
          }}
        />
      ) : null}
    </div>
  );
}
