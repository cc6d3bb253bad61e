import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { ChildMilestone } from '../../../contract/child-milestones.ts';
import { formatAgeMonths } from '../../components/milestones/milestone-labels.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { fullName } from '../../lib/format.ts';
import { catalogueLanguage, childMilestonesQuery } from '../../lib/query-options.ts';
import { useCan } from '../../lib/session.ts';
import { toastError } from '../../lib/toast-error.ts';
import { AchievedMilestonesCard } from './achieved-milestones.tsx';
import { BadgesCard } from './badges-card.tsx';
import { CategoryProgressCard } from './category-progress.tsx';
import { CorrectMilestoneDialog } from './correct-milestone-dialog.tsx';
import { NextMilestonesCard } from './next-milestones.tsx';
import { useUpdateChildMilestone } from './queries.ts';
import { RecordMilestoneDialog } from './record-milestone-dialog.tsx';
import { RemoveMilestoneDialog } from './remove-milestone-dialog.tsx';

/** Positive whole numbers only: '/children/abc/milestones' reads no child. */
const childIdOf = (param: string | undefined) =>
  param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined;

/**
 * A child's milestones (issue 17): their age, progress per category, what comes next, what
 * they have shown (star, correct, remove) and their badges; 'Record milestone' for staff.
 */
export function ChildMilestonesPage() {
  const t = useT();
  const childId = childIdOf(useParams().id);
  const language = catalogueLanguage();
  const query = useQuery({
    ...childMilestonesQuery(childId ?? 0, language),
    enabled: childId !== undefined,
  });
  const canRecord = useCan('milestone.record');
  const star = useUpdateChildMilestone(language);
  // The Record dialog's preselected milestone: null while closed, 0 for none.
  const [recording, setRecording] = useState<number | null>(null);
  const [correcting, setCorrecting] = useState<ChildMilestone | null>(null);
  const [removing, setRemoving] = useState<ChildMilestone | null>(null);
  const data = query.data;

  const back = <BackLink to="/children">{t('milestones.child.backToChildren')}</BackLink>;
  if (childId === undefined || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <div className="space-y-6">
        {back}
        <Card role="alert" className="p-6 text-center font-medium">
          {t('milestones.child.notFound')}
        </Card>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="space-y-6">
        {back}
        {query.isError ? (
          <Card role="alert" className="p-6 text-center font-medium text-red-700">
            {t('milestones.child.loadFailed')}
          </Card>
        ) : (
          <p role="status" className="text-slate-600">
            {t('milestones.child.loading')}
          </p>
        )}
      </div>
    );
  }

  const name = fullName(data.child);
  const toggleStar = (m: ChildMilestone) =>
    star.mutate(
      { id: m.id, change: { isStarred: !m.isStarred } },
      { onError: (error) => toastError(error, t('milestones.achieved.starFailed')) },
    );

  return (
    <div className="space-y-6">
      {back}
      <PageHeader
        title={t('milestones.child.title', { name })}
        description={t('milestones.child.summary', {
          age: formatAgeMonths(data.child.ageMonths),
          room: data.child.room,
        })}
        actions={
          canRecord ? (
            <Button onClick={() => setRecording(0)}>
              <Plus aria-hidden="true" />
              {t('milestones.record.open')}
            </Button>
          ) : null
        }
      />
      <p className="max-w-3xl text-sm text-slate-700">{t('milestones.child.intro')}</p>
      <CategoryProgressCard categories={data.categories} />
      <NextMilestonesCard data={data} onRecord={canRecord ? setRecording : undefined} />
      <AchievedMilestonesCard
        data={data}
        actions={
          canRecord
            ? {
                onStar: toggleStar,
                onCorrect: setCorrecting,
                onRemove: setRemoving,
                starring: star.isPending ? (star.variables?.id ?? null) : null,
              }
            : undefined
        }
      />
      <BadgesCard data={data} />
      {canRecord ? (
        <>
          <RecordMilestoneDialog
            open={recording !== null}
            onOpenChange={(open) => {
              if (!open) setRecording(null);
            }}
            data={data}
            templateId={recording || undefined}
          />
          <CorrectMilestoneDialog
            open={correcting !== null}
            onOpenChange={(open) => {
              if (!open) setCorrecting(null);
            }}
            milestone={correcting}
            childName={data.child.firstName}
          />
          <RemoveMilestoneDialog
            milestone={removing}
            onOpenChange={(open) => {
              if (!open) setRemoving(null);
            }}
          />
        </>
      ) : null}
    </div>
  );
}
