import { PageHeader } from '../../components/ui/page-header.tsx';

export function GalleryManagementPage() {
  return <PageHeader title="Gallery Management" />;
}
