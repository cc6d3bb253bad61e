import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { ChildResponse } from '../../../contract/children.ts';
import { ConditionsCard } from '../../components/health/conditions-card.tsx';
import { ImmunisationsCard } from '../../components/health/immunisations-card.tsx';
import { MedicationsCard } from '../../components/health/medications-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { childHealthQuery } from '../../components/health/health-queries.ts';
import { ChildPicker } from '../../components/pickers/child-picker.tsx';
import { BackToDashboard } from '../../components/shell/back-to-dashboard.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useChosenChild } from '../../lib/chosen-child.ts';
import { fullName } from '../../lib/format.ts';
import { AuthoriseMedicationDialog } from './authorise-medication-dialog.tsx';

/**
 * The parent's Health view (/parent-dashboard?view=health&child=…, decision 066): the chosen
 * child's allergies and conditions, which the guardian keeps with the centre, and their
 * medications: authorising one, and every dose staff log.
 */
export function ParentHealthView() {
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
          <ChildHealth key={child.id} child={child} />
        </>
      ) : (
        <p className="text-sm text-slate-700">{t('parentHealth.noChildren')}</p>
      )}
    </div>
  );
}

function ChildHealth({ child }: { child: ChildResponse }) {
  const t = useT();
  const [authorising, setAuthorising] = useState(false);
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
      <MedicationsCard
        childId={child.id}
        medications={health.data.medications}
        headerAction={
          <Button onClick={() => setAuthorising(true)}>
            <Plus aria-hidden="true" />
            {t('parentHealth.authorise.open')}
          </Button>
        }
      />
      <ImmunisationsCard childId={child.id} />
      {authorising ? (
        <AuthoriseMedicationDialog
          open
          onOpenChange={setAuthorising}
          childId={child.id}
          childName={fullName(child)}
        />
      ) : null}
    </div>
  );
}
