import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';

export function CamerasPage() {
  const t = useT();
  return <PageHeader title={t('staffNav.cameras.title')} />;
}
