import { PageHeader } from '../../components/ui/page-header.tsx';

export function StaffManagementPage() {
  return <PageHeader title="Staff Management" />;
}
