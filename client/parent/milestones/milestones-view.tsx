import { useQuery } from '@tanstack/react-query';
import type { ChildResponse } from '../../../contract/children.ts';
import { formatAgeMonths } from '../../components/milestones/milestone-labels.ts';
import { BackToDashboard } from '../../components/shell/back-to-dashboard.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { catalogueLanguage, childMilestonesQuery } from '../../lib/query-options.ts';
import { ChildPicker } from '../../components/pickers/child-picker.tsx';
import { useChosenChild } from '../../lib/chosen-child.ts';
import { AchievedList } from './achieved-list.tsx';
import { BadgeShelf } from './badge-shelf.tsx';
import { CategoryProgressList } from './category-progress.tsx';
import { NextMilestones } from './next-milestones.tsx';

/**
 * The parent's Milestones view (/parent-dashboard?view=milestones&child=…, issue 17): for the
 * chosen child, the badges earned, progress in each area, the milestones shown (stickers,
 * the teacher's words, photos) and what comes next with a tip to try at home.
 */
export function ParentMilestonesView() {
  const t = useT();
  const { children, list, child, select } = useChosenChild();
  return (
    <div className="space-y-6">
      <BackToDashboard />
      <PageHeader
        title={t('parentMilestones.title')}
        description={t('parentMilestones.description')}
      />
      {children.isPending ? (
        <LoadingIndicator variant="children" message={t('parentMilestones.loading')} />
      ) : children.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('parentMilestones.loadFailed')}
        </p>
      ) : child ? (
        <>
          <ChildPicker items={list} selectedId={child.id} onSelect={select} />
          <ChildMilestones key={child.id} child={child} />
        </>
      ) : (
        <p className="text-sm text-slate-700">{t('parentMilestones.noChildren')}</p>
      )}
    </div>
  );
}

function ChildMilestones({ child }: { child: ChildResponse }) {
  const t = useT();
  const milestones = useQuery(childMilestonesQuery(child.id, catalogueLanguage()));
  if (milestones.isPending) return <LoadingIndicator message={t('parentMilestones.loading')} />;
  if (milestones.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('parentMilestones.loadFailed')}
      </p>
    );
  const data = milestones.data;
  const name = data.child.firstName;
  return (
    <div className="space-y-8">
      <p className="text-base text-slate-700">
        {t('parentMilestones.age', { name, age: formatAgeMonths(data.child.ageMonths) })}{' '}
        {t('parentMilestones.celebrated', { name, count: data.achieved.length })}
      </p>
      <BadgeShelf badges={data.badges} />
      <CategoryProgressList categories={data.categories} />
      <AchievedList achieved={data.achieved} categories={data.categories} name={name} />
      <NextMilestones next={data.next} categories={data.categories} name={name} />
    </div>
  );
}
