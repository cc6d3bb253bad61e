import { Users } from 'lucide-react';
import type { StaffLogin } from '../../../contract/staff-accounts.ts';
import type { StaffResponse } from '../../../contract/staff.ts';
import { Card } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { StaffCard } from './staff-card.tsx';

interface Props {
  state: 'loading' | 'error' | 'ready';
  /** The staff to show (after search and filter). */
  staff: readonly StaffResponse[];
  /** Whether there is anyone at all, to tell "no match" from "nobody yet". */
  anyStaff: boolean;
  /** Whose duty switch this person may flip: their own for staff, anyone's for directors. */
  canToggleDuty: (member: StaffResponse) => boolean;
  onView: (member: StaffResponse) => void;
  onRemove?: (member: StaffResponse) => void;
  /** Directors: each member's sign-in (null: none). */
  loginOf?: (member: StaffResponse) => StaffLogin | null;
}

/** The cards, or the loading skeleton, the load error or the empty state. */
export function StaffGrid({
  state,
  staff,
  anyStaff,
  canToggleDuty,
  onView,
  onRemove,
  loginOf,
}: Props) {
  const t = useT();
  if (state === 'loading') {
    return (
      <div role="status">
        <span className="sr-only">{t('staffManagement.loading')}</span>
        <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Card key={i} className="h-52 animate-pulse bg-slate-100 motion-reduce:animate-none" />
          ))}
        </div>
      </div>
    );
  }
  if (state === 'error') {
    return (
      <Card role="alert" className="p-8 text-center text-red-800">
        {t('staffManagement.loadFailed')}
      </Card>
    );
  }
  if (staff.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-10 text-center">
        <Users className="size-10 text-slate-500" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{t('staffManagement.empty.title')}</h2>
        <p className="text-slate-600">
          {anyStaff ? t('staffManagement.empty.noMatch') : t('staffManagement.empty.noneYet')}
        </p>
      </Card>
    );
  }
  return (
    // grid-cols-1: a long unbroken name or e-mail cannot widen the column past a phone.
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {staff.map((member) => (
        <StaffCard
          key={member.id}
          member={member}
          canToggleDuty={canToggleDuty(member)}
          onView={() => onView(member)}
          onRemove={onRemove ? () => onRemove(member) : undefined}
          login={loginOf?.(member)}
        />
      ))}
    </div>
  );
}
