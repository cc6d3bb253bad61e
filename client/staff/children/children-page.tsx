import { PageHeader } from '../../components/ui/page-header.tsx';

export function ChildrenPage() {
  return <PageHeader title="Children Management" />;
}
