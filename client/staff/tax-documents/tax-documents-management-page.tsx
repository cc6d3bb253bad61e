import { PageHeader } from '../../components/ui/page-header.tsx';

export function TaxDocumentsManagementPage() {
  return <PageHeader title="Tax Documents Management" />;
}
