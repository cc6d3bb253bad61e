import { PageHeader } from '../../components/ui/page-header.tsx';

export function ProfilePage() {
  return <PageHeader title="Profile" />;
}
