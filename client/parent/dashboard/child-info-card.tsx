import type { ChildResponse } from '../../../contract/children.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { InitialsAvatar } from '../../components/ui/initials-avatar.tsx';
import { useT } from '../../i18n/use-t.ts';
import { childAge } from '../../lib/child-age.ts';
import { formatCalendarDay, fullName } from '../../lib/format.ts';
import { detailShown } from '../../lib/placeholders.ts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}

export function ChildInfoCard({ child, today }: { child: ChildResponse; today: string }) {
  const t = useT();
  const name = fullName(child);
  const age = childAge(child.dateOfBirth, today);
  return (
    <Card aria-labelledby="child-card-name">
      <CardContent className="flex flex-col gap-6 pt-6 sm:flex-row">
        <div className="flex items-center gap-4">
          <InitialsAvatar name={name} className="size-16 bg-blue-700 text-xl text-white" />
          <div className="space-y-1">
            <h2 id="child-card-name" className="text-xl font-semibold text-slate-900">
              {name}
            </h2>
            <p className="text-sm text-slate-700">{child.room}</p>
            {child.isActive ? (
              <Badge variant="success">{t('parentDashboard.activeEnrollment')}</Badge>
            ) : null}
          </div>
        </div>
        <dl className="grid flex-1 gap-4 sm:grid-cols-2">
          <Fact
            label={t('parentDashboard.dateOfBirth')}
            value={formatCalendarDay(child.dateOfBirth, 'long')}
          />
          <Fact
            label={t('parentDashboard.age')}
            value={
              age.unit === 'years'
                ? t('parentDashboard.ageYears', { age: age.count })
                : t('parentDashboard.ageMonths', { age: age.count })
            }
          />
          <Fact
            label={t('parentDashboard.emergencyContact')}
            value={detailShown(child.emergencyContact)}
          />
          <Fact label={t('parentDashboard.parentPhone')} value={detailShown(child.parentPhone)} />
          {/* Beyond the spec's card: what the centre has on record, for the family to check
              (staff keep it up to date: decision 061). */}
          <Fact
            label={t('parentDashboard.allergies')}
            value={child.allergies.trim() ? child.allergies : t('parentDashboard.noAllergies')}
          />
          {child.medicalInfo ? (
            <Fact label={t('parentDashboard.medicalInfo')} value={child.medicalInfo} />
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}
