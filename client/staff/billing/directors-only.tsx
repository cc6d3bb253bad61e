import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useCan } from '../../lib/session.ts';

/**
 * The Billing area is for directors (billing.manage, decision 034): the rest of the staff
 * see why there is nothing here, as on the milestone catalogue, and no family's money.
 */
export function DirectorsOnly({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  if (useCan('billing.manage')) return <>{children}</>;
  return (
    <div className="space-y-6">
      <PageHeader title={title} />
      <Card role="alert" className="p-6 text-center font-medium">
        {t('billingAdmin.directorsOnly')}
      </Card>
    </div>
  );
}
