import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { firstName } from '../../lib/format.ts';
import { childDailyReportsQuery } from '../../lib/query-options.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { ChildPicker } from '../../components/pickers/child-picker.tsx';
import { useChosenChild } from '../../lib/chosen-child.ts';
import { CentreCards } from './centre-cards.tsx';
import { ChildInfoCard } from './child-info-card.tsx';
import { FamilyStatCards } from './family-stat-cards.tsx';
import { NavButtons } from './nav-buttons.tsx';
import { useParentOverview } from './queries.ts';
import { TodaysSummary } from './todays-summary.tsx';
import { TodaysHandOver } from './todays-hand-over.tsx';

/**
 * The parent's home: their selected child, the family's figures and the centre's day.
 * `reports` shows the chosen child's report lists (the reports feature, placed here by the
 * dashboard page, the parent portal's composition root).
 */
export function DashboardView({ reports }: { reports: (childId: number) => ReactNode }) {
  const t = useT();
  const me = useCurrentUser();
  const { children, list, child, select } = useChosenChild();
  const overview = useParentOverview();
  // The same cache entry as the reports' list: today's summary is read from it.
  const dailyReports = useQuery(childDailyReportsQuery(child?.id));

  const today = overview.data?.today;
  const todaysReport = today ? dailyReports.data?.find((r) => r.date === today) : undefined;

  return (
    <div className="space-y-8">
      <PageHeader
        title={t('parentDashboard.welcome', { name: firstName(me.displayName) })}
        description={
          overview.data
            ? t('parentDashboard.happeningAt', { centre: overview.data.daycare.name })
            : undefined
        }
      />
      <NavButtons />
      {children.isPending || overview.isPending ? (
        <LoadingIndicator variant="children" message={t('parentDashboard.loading')} />
      ) : children.isError || overview.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('parentDashboard.loadFailed')}
        </p>
      ) : (
        <>
          {child && today ? (
            <>
              <ChildPicker items={list} selectedId={child.id} onSelect={select} />
              <ChildInfoCard child={child} today={today} />
              <TodaysHandOver childId={child.id} today={today} />
            </>
          ) : (
            <p className="text-sm text-slate-700">{t('parentDashboard.noChildren')}</p>
          )}
          <FamilyStatCards stats={overview.data.stats} />
          <CentreCards overview={overview.data} />
          {child ? (
            <>
              <TodaysSummary
                report={dailyReports.isSuccess ? todaysReport : undefined}
                childId={child.id}
                today={overview.data.today}
              />
              {reports(child.id)}
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
