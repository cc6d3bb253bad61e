import { PageHeader } from '../../components/ui/page-header.tsx';

export function ConsentConfirmationPage() {
  return <PageHeader title="Consent Confirmation" />;
}
