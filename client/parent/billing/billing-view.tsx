import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { BackToDashboard } from '../../components/shell/back-to-dashboard.tsx';
import { useT } from '../../i18n/use-t.ts';
import { BillingTab } from './billing-tab.tsx';

/**
 * The parent's subscription view: the dashboard's ?view=billing (/parent-billing leads here).
 * The tab is kept in the URL (?tab=) beside the view and the chosen child, so reload works;
 * switching tabs replaces the entry, so Back leaves the view instead of stepping through tabs.
 * The Tax Documents tab is the tax documents feature's list, placed here by the composition
 * root (a feature does not import another, decision 013).
 */
export function BillingView({ taxDocuments }: { taxDocuments: ReactNode }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'tax-documents' ? 'tax-documents' : 'billing';

  return (
    <div className="space-y-6">
      <BackToDashboard />
      <PageHeader title={t('billing.title')} description={t('billing.description')} />
      <Tabs
        selected={tab}
        onSelect={(id) => {
          const next = new URLSearchParams(params);
          if (id === 'billing') next.delete('tab');
          else next.set('tab', id);
          setParams(next, { replace: true });
        }}
        tabs={[
          { id: 'billing', label: t('billing.tab.billing'), content: <BillingTab /> },
          {
            id: 'tax-documents',
            label: t('billing.tab.taxDocuments'),
            content: taxDocuments,
          },
        ]}
      />
    </div>
  );
}
