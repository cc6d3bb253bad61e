import type { ChildMilestonesResponse } from '../../../contract/child-milestones.ts';
import { Card } from '../../components/ui/card.tsx';
import { CategoryBadge } from '../../components/milestones/milestone-icons.tsx';
import { MilestoneProgressBar } from '../../components/milestones/milestone-progress-bar.tsx';
import { useT } from '../../i18n/use-t.ts';

type Category = ChildMilestonesResponse['categories'][number];

/** Each area of development with how many of its checklist milestones the child has shown. */
export function CategoryProgressList({ categories }: { categories: Category[] }) {
  const t = useT();
  return (
    <section aria-labelledby="milestone-progress-title" className="space-y-3">
      <div>
        <h2 id="milestone-progress-title" className="text-xl font-semibold text-slate-900">
          {t('parentMilestones.progress.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('parentMilestones.progress.description')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {categories.map((category) => (
          <li key={category.id}>
            <CategoryCard category={category} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CategoryCard({ category }: { category: Category }) {
  return (
    <Card className="flex h-full gap-4 p-4">
      <CategoryBadge icon={category.iconName} theme={category.colorTheme} className="size-11" />
      <div className="min-w-0 flex-1 space-y-2">
        <h3 className="font-semibold break-words text-slate-900">{category.name}</h3>
        {category.description ? (
          <p className="text-sm text-slate-600">{category.description}</p>
        ) : null}
        <MilestoneProgressBar progress={category.progress} theme={category.colorTheme} />
      </div>
    </Card>
  );
}
