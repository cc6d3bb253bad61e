import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ChildResponse } from '../../../contract/children.ts';
import type { ChildHealthResponse } from '../../../contract/health-records.ts';
import { ConditionsCard } from '../../components/health/conditions-card.tsx';
import { childHealthQuery } from '../../components/health/health-queries.ts';
import { ChildPicker } from '../../components/pickers/child-picker.tsx';
import { BackToDashboard } from '../../components/shell/back-to-dashboard.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useChosenChild } from '../../lib/chosen-child.ts';

/**
 * The parent's Health view (/parent-dashboard?view=health&child=…, decision 066): the chosen
 * child's allergies and conditions, which the guardian keeps with the centre, and their
 * medications (`medications`: what the parent portal adds below them).
 */
export function ParentHealthView({
  medications,
}: {
  medications?: (health: ChildHealthResponse) => ReactNode;
}) {
  const t = useT();
  const { children, list, child, select } = useChosenChild();
  return (
    <div className="space-y-6">
      <BackToDashboard />
      <PageHeader title={t('parentHealth.title')} description={t('parentHealth.description')} />
      {children.isPending ? (
        <LoadingIndicator variant="children" message={t('parentHealth.loading')} />
      ) : children.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('parentHealth.loadFailed')}
        </p>
      ) : child ? (
        <>
          <ChildPicker items={list} selectedId={child.id} onSelect={select} />
          <ChildHealth key={child.id} child={child} medications={medications} />
        </>
      ) : (
        <p className="text-sm text-slate-700">{t('parentHealth.noChildren')}</p>
      )}
    </div>
  );
}

function ChildHealth({
  child,
  medications,
}: {
  child: ChildResponse;
  medications?: (health: ChildHealthResponse) => ReactNode;
}) {
  const t = useT();
  // Read again every 30 seconds: a dose staff log shows here without a reload.
  const health = useQuery({ ...childHealthQuery(child.id), refetchInterval: 30_000 });
  if (health.isPending) return <LoadingIndicator message={t('parentHealth.loading')} />;
  if (health.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('parentHealth.loadFailed')}
      </p>
    );
  return (
    <div className="space-y-6">
      <ConditionsCard
        childId={child.id}
        conditions={health.data.conditions}
        allergyNotes={health.data.allergyNotes}
      />
      {medications?.(health.data)}
    </div>
  );
}
