import { PageHeader } from '../../components/ui/page-header.tsx';

export function MessagesPage() {
  return <PageHeader title="Messages" />;
}
