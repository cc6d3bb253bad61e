import { PageHeader } from '../../components/ui/page-header.tsx';

export function ParentManagementPage() {
  return <PageHeader title="Parent Management" />;
}
