import { useQuery } from '@tanstack/react-query';
import { Eye, EyeOff, Images } from 'lucide-react';
import { StatCardList } from '../../components/ui/stat-card-list.tsx';
import { useT } from '../../i18n/use-t.ts';
import { gallerySummaryQuery } from './queries.ts';

/** Total, Visible, Hidden: over every photo, from the server (the list is only the first pages). */
export function GalleryStatCards() {
  const t = useT();
  const summary = useQuery(gallerySummaryQuery());
  if (!summary.data) return null;
  const cards = [
    {
      label: t('galleryManagement.stats.total'),
      value: summary.data.total,
      icon: Images,
      tint: 'bg-blue-100 text-blue-800',
    },
    {
      label: t('galleryManagement.stats.visible'),
      value: summary.data.visible,
      icon: Eye,
      tint: 'bg-green-100 text-green-800',
    },
    {
      label: t('galleryManagement.stats.hidden'),
      value: summary.data.hidden,
      icon: EyeOff,
      tint: 'bg-slate-200 text-slate-800',
    },
  ];
  return <StatCardList label={t('galleryManagement.stats.label')} cards={cards} />;
}
