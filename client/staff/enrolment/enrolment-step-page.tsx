import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { ChildResponse } from '../../../contract/children.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { childQuery } from '../../lib/query-options.ts';

export function BackToChildren() {
  const t = useT();
  return <BackLink to="/children">{t('enrolment.backToChildren')}</BackLink>;
}

interface EnrolmentStepPageProps {
  title: string;
  description: string;
  children: (child: ChildResponse) => ReactNode;
}

/** Steps 2 and 3 are about the child in the URL: loaded here, or a clear 'not found'. */
export function EnrolmentStepPage({ title, description, children }: EnrolmentStepPageProps) {
  const param = useParams().childId ?? '';
  const childId = /^\d+$/.test(param) ? Number(param) : null;
  return (
    <div className="space-y-6">
      <BackToChildren />
      <PageHeader title={title} description={description} />
      {childId === null ? <ChildNotFound /> : <StepContent childId={childId} render={children} />}
    </div>
  );
}

function StepContent(props: { childId: number; render: (child: ChildResponse) => ReactNode }) {
  const t = useT();
  const child = useQuery(childQuery(props.childId));
  if (child.isPending)
    return <LoadingIndicator variant="children" message={t('enrolment.loadingChild')} />;
  if (child.isError) {
    if (child.error instanceof ApiError && child.error.status === 404) return <ChildNotFound />;
    return (
      <Card role="alert" className="p-6 font-medium text-red-700">
        {t('enrolment.childLoadFailed')}
      </Card>
    );
  }
  return props.render(child.data);
}

function ChildNotFound() {
  const t = useT();
  return (
    <Card className="space-y-3 p-8 text-center">
      <h2 className="text-lg font-semibold">{t('enrolment.childNotFound')}</h2>
      <p className="text-slate-600">{t('enrolment.childNotFoundDescription')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/enroll-child" className={buttonClasses('primary')}>
          {t('enrolment.enrollNewChild')}
        </Link>
        <Link to="/children" className={buttonClasses('outline')}>
          {t('enrolment.viewChildren')}
        </Link>
      </div>
    </Card>
  );
}
