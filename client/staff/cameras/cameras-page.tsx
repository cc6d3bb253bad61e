import { PageHeader } from '../../components/ui/page-header.tsx';

export function CamerasPage() {
  return <PageHeader title="Camera Monitoring" />;
}
