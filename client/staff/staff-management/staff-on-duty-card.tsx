import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { InitialsAvatar } from '../../components/ui/initials-avatar.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { useT } from '../../i18n/use-t.ts';
import { staffQuery } from '../../lib/query-options.ts';
import { fullName } from '../../lib/format.ts';
import { roleLabel } from '../../components/pickers/staff-role-labels.ts';

/** Spec section 9: the dashboard shows up to 3 on-duty staff. */
const shown = 3;

/** The dashboard's 'Staff on Duty': the first three on duty and how many are active. */
export function StaffOnDutyCard() {
  const t = useT();
  const headingId = useId();
  const staff = useQuery(staffQuery());
  const onDuty = (staff.data ?? []).filter((member) => member.isOnDuty);
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id={headingId}>{t('staffManagement.onDutyCard.title')}</CardTitle>
        {staff.isSuccess ? (
          <Badge variant="success">
            {t('staffManagement.onDutyCard.active', { count: onDuty.length })}
          </Badge>
        ) : null}
      </CardHeader>
      <CardContent>
        {staff.isPending ? (
          <LoadingIndicator
            variant="playground"
            message={t('staffManagement.loading')}
            className="p-2"
          />
        ) : staff.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t('staffManagement.loadFailed')}
          </p>
        ) : onDuty.length === 0 ? (
          <p className="text-sm text-slate-600">{t('staffManagement.onDutyCard.none')}</p>
        ) : (
          <ul className="space-y-3">
            {onDuty.slice(0, shown).map((member) => (
              <li key={member.id} className="flex items-center gap-3">
                <InitialsAvatar
                  name={fullName(member)}
                  className="size-9 bg-green-100 text-sm text-green-900"
                />
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{fullName(member)}</p>
                  <p className="truncate text-sm text-slate-600">
                    {roleLabel(member.role, t)}
                    {member.room ? ` · ${member.room}` : ''}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Link
          to="/staff"
          className="mt-4 inline-block text-sm font-medium text-blue-800 underline-offset-2 hover:underline"
        >
          {t('staffManagement.onDutyCard.viewAll')}
        </Link>
      </CardContent>
    </Card>
  );
}
