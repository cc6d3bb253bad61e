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

/** The parent's subscription view. The tab is kept in the URL (?tab=) so back and reload work. */
export function BillingPage() {
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
        onSelect={(id) => setParams(id === 'billing' ? {} : { tab: id }, { replace: true })}
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
