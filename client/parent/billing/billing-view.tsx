import { FileText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { BackToDashboard } from '../../components/shell/back-to-dashboard.tsx';
import { useT } from '../../i18n/use-t.ts';
import { PaymentCard } from './payment-card.tsx';
import { useParentAccount } from './queries.ts';
import { SubscriptionCard } from './subscription-card.tsx';

/** There is no tax-documents API yet, so the tab says what the spec says when there are none. */
function NoTaxDocuments() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 p-8 text-center">
      <FileText className="size-8 text-slate-600" aria-hidden="true" />
      <h2 className="font-semibold text-slate-900">{t('billing.noTaxDocuments')}</h2>
      <p className="text-sm text-slate-700">{t('billing.noTaxDocumentsHint')}</p>
    </div>
  );
}

/**
 * The parent's subscription view: the dashboard's ?view=billing (/parent-billing leads here).
 * The tab is kept in the URL (?tab=) beside the view and the chosen child, so reload works;
 * switching tabs replaces the entry, so Back leaves the view instead of stepping through tabs.
 */
export function BillingView() {
  const t = useT();
  const account = useParentAccount();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'tax-documents' ? 'tax-documents' : 'billing';

  const billing = account.isPending ? (
    <LoadingIndicator message={t('billing.loading')} />
  ) : account.isError ? (
    <p role="alert" className="text-sm text-red-800">
      {account.error.message || t('billing.loadFailed')}
    </p>
  ) : (
    <div className="space-y-6">
      <SubscriptionCard account={account.data} />
      <PaymentCard account={account.data} />
    </div>
  );

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
          { id: 'billing', label: t('billing.tab.billing'), content: billing },
          {
            id: 'tax-documents',
            label: t('billing.tab.taxDocuments'),
            content: <NoTaxDocuments />,
          },
        ]}
      />
    </div>
  );
}
