import { PageHeader } from '../../components/ui/page-header.tsx';

export function ReportsPage() {
  return <PageHeader title="Reports and Analytics" />;
}
