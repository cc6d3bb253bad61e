import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

export function BillingPage() {
  return (
    <div className="space-y-6">
      <Link to="/parent-dashboard" className={buttonClasses('ghost', 'sm')}>
        <ArrowLeft aria-hidden="true" />
        Back to Dashboard
      </Link>
      <PageHeader title="Billing & Payments" />
    </div>
  );
}
