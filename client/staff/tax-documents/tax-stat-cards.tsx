import { CalendarDays, FileText, Globe, UserRound } from 'lucide-react';
import type { TaxSummary } from '../../../contract/tax-documents.ts';
import { StatCardList } from '../../components/ui/stat-card-list.tsx';
import { useT } from '../../i18n/use-t.ts';

/**
 * The spec's counters: Total, Global, Parent Specific, Current Year (the server counts).
 * Parent Specific only for directors (`parentSpecific`): the rest of the staff see no family's
 * own documents (issue 35), so for them there is nothing to count.
 */
export function TaxStatCards({
  summary,
  parentSpecific,
}: {
  summary: TaxSummary;
  parentSpecific: boolean;
}) {
  const t = useT();
  const cards = [
    {
      label: t('taxDocumentsManagement.stats.total'),
      value: summary.total,
      icon: FileText,
      tint: 'bg-blue-100 text-blue-800',
    },
    {
      label: t('taxDocumentsManagement.stats.global'),
      value: summary.global,
      icon: Globe,
      tint: 'bg-green-100 text-green-800',
    },
    ...(parentSpecific
      ? [
          {
            label: t('taxDocumentsManagement.stats.parentSpecific'),
            value: summary.parentSpecific,
            icon: UserRound,
            tint: 'bg-purple-100 text-purple-800',
          },
        ]
      : []),
    {
      label: t('taxDocumentsManagement.stats.currentYear'),
      value: summary.currentYear,
      icon: CalendarDays,
      tint: 'bg-amber-100 text-amber-900',
    },
  ];
  return <StatCardList label={t('taxDocumentsManagement.stats.label')} cards={cards} />;
}
