import { PageHeader } from '../../components/ui/page-header.tsx';

export function DashboardPage() {
  return (
    <PageHeader
      title="Welcome to Staff Dashboard"
      description="Manage your daycare operations with ease"
    />
  );
}
