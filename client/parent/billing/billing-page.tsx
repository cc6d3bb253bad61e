import { FileText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { BackToDashboard } from '../../components/shell/back-to-dashboard.tsx';
import { PaymentCard } from './payment-card.tsx';
import { useParentAccount } from './queries.ts';
import { SubscriptionCard } from './subscription-card.tsx';

/** There is no tax-documents API yet, so the tab says what the spec says when there are none. */
function NoTaxDocuments() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 p-8 text-center">
      <FileText className="size-8 text-slate-600" aria-hidden="true" />
      <h2 className="font-semibold text-slate-900">No tax documents available</h2>
      <p className="text-sm text-slate-700">
        Tax documents will appear here when they become available
      </p>
    </div>
  );
}

/** The parent's subscription view. The tab is kept in the URL (?tab=) so back and reload work. */
export function BillingPage() {
  const account = useParentAccount();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'tax-documents' ? 'tax-documents' : 'billing';

  const billing = account.isPending ? (
    <LoadingIndicator message="Loading your account..." />
  ) : account.isError ? (
    <p role="alert" className="text-sm text-red-800">
      {account.error.message || 'Failed to load your account. Please try refreshing the page.'}
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
      <PageHeader title="Billing & Payments" description="Your plan, payment and tax documents." />
      <Tabs
        selected={tab}
        onSelect={(id) => setParams(id === 'billing' ? {} : { tab: id }, { replace: true })}
        tabs={[
          { id: 'billing', label: 'Billing and Payments', content: billing },
          { id: 'tax-documents', label: 'Tax Documents', content: <NoTaxDocuments /> },
        ]}
      />
    </div>
  );
}
