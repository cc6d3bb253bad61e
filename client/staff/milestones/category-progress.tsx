import type { ChildMilestonesResponse } from '../../../contract/child-milestones.ts';
import { CategoryBadge } from '../../components/milestones/milestone-icons.tsx';
import { MilestoneProgressBar } from '../../components/milestones/milestone-progress-bar.tsx';
import { useT } from '../../i18n/use-t.ts';
import { SectionCard } from './section-card.tsx';

/**
 * Progress per category, as the server keeps it: shown of the category's whole checklist
 * (2 months to 5 years), so a young child's figures are low by design (decision 033).
 */
export function CategoryProgressCard({ categories }: Pick<ChildMilestonesResponse, 'categories'>) {
  const t = useT();
  return (
    <SectionCard
      id="milestone-progress"
      title={t('milestones.progress.title')}
      description={t('milestones.progress.description')}
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {categories.map((category) => (
          <li key={category.id} className="flex min-w-0 items-start gap-3">
            <CategoryBadge icon={category.iconName} theme={category.colorTheme} />
            <div className="min-w-0 flex-1 space-y-1">
              <h3 className="font-semibold break-words">{category.name}</h3>
              <MilestoneProgressBar progress={category.progress} theme={category.colorTheme} />
            </div>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
