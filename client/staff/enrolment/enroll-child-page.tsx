import { PageHeader } from '../../components/ui/page-header.tsx';

export function EnrollChildPage() {
  return <PageHeader title="Enroll New Child (step 1 of 3)" />;
}
