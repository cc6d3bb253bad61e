import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ConditionsCard } from '../../components/health/conditions-card.tsx';
import { ImmunisationsCard } from '../../components/health/immunisations-card.tsx';
import { childHealthQuery } from '../../components/health/health-queries.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { StaffMedications } from './staff-medications.tsx';

/** Positive whole numbers only: '/children/abc/health' reads no child. */
const childIdOf = (param: string | undefined) =>
  param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined;

/**
 * A child's health records for staff (/children/:id/health, decision 066): allergies and
 * conditions, medications with their dose log, and immunisations.
 */
export function ChildHealthPage() {
  const t = useT();
  const childId = childIdOf(useParams().id);
  const query = useQuery({ ...childHealthQuery(childId ?? 0), enabled: childId !== undefined });
  const back = <BackLink to="/children">{t('health.child.backToChildren')}</BackLink>;
  if (childId === undefined || (query.error instanceof ApiError && query.error.status === 404))
    return (
      <div className="space-y-6">
        {back}
        <Card role="alert" className="p-6 text-center font-medium">
          {t('health.child.notFound')}
        </Card>
      </div>
    );
  const data = query.data;
  if (!data)
    return (
      <div className="space-y-6">
        {back}
        {query.isError ? (
          <Card role="alert" className="p-6 text-center font-medium text-red-700">
            {t('health.child.loadFailed')}
          </Card>
        ) : (
          <p role="status" className="text-slate-600">
            {t('health.child.loading')}
          </p>
        )}
      </div>
    );
  return (
    <div className="space-y-6">
      {back}
      <PageHeader
        title={t('health.child.title', { name: data.childName })}
        description={t('health.child.description', { room: data.room })}
      />
      <ConditionsCard
        childId={childId}
        conditions={data.conditions}
        allergyNotes={data.allergyNotes}
      />
      <StaffMedications childId={childId} medications={data.medications} />
      <ImmunisationsCard childId={childId} />
    </div>
  );
}
