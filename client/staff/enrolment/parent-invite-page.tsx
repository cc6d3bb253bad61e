import { PageHeader } from '../../components/ui/page-header.tsx';

export function ParentInvitePage() {
  return <PageHeader title="Parent Invitation" />;
}
