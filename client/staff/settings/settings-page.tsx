import { PageHeader } from '../../components/ui/page-header.tsx';

export function SettingsPage() {
  return <PageHeader title="Settings" />;
}
