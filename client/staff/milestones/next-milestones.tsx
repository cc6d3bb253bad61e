import { Plus } from 'lucide-react';
import type { ChildMilestonesResponse } from '../../../contract/child-milestones.ts';
import { CategoryBadge } from '../../components/milestones/milestone-icons.tsx';
import { formatAgeMonths } from '../../components/milestones/milestone-labels.ts';
import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../i18n/use-t.ts';
import { SectionCard } from './section-card.tsx';

/**
 * What comes next for the child: the milestones most children show by about their age
 * (expected ones first), in words that invite practice and never label the child.
 */
export function NextMilestonesCard(props: {
  data: ChildMilestonesResponse;
  /** Absent for those who may not record: no Record buttons then. */
  onRecord?: (templateId: number) => void;
}) {
  const { data, onRecord } = props;
  const t = useT();
  const name = data.child.firstName;
  const categories = new Map(data.categories.map((c) => [c.id, c]));
  return (
    <SectionCard
      id="milestone-next"
      title={t('milestones.next.title')}
      description={t('milestones.next.description', { name })}
    >
      {data.next.length === 0 ? (
        <p className="text-sm text-slate-700">{t('milestones.next.none', { name })}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {data.next.map((m) => {
            const category = categories.get(m.categoryId);
            return (
              <li key={m.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start">
                <div className="flex min-w-0 flex-1 items-start gap-3">
                  {category ? (
                    <CategoryBadge icon={category.iconName} theme={category.colorTheme} />
                  ) : null}
                  <div className="min-w-0 space-y-1">
                    <h3 className="font-semibold break-words">{m.title}</h3>
                    {m.description ? (
                      <p className="text-sm break-words text-slate-700">{m.description}</p>
                    ) : null}
                    <p className="text-sm text-slate-600">
                      {category ? <span>{category.name} · </span> : null}
                      {m.expected
                        ? t('milestones.next.expected', { age: formatAgeMonths(m.ageRangeMax) })
                        : t('milestones.next.comingUp', { age: formatAgeMonths(m.ageRangeMax) })}
                    </p>
                  </div>
                </div>
                {onRecord ? (
                  <Button
                    variant="outline"
                    className="min-h-11 sm:min-h-0"
                    aria-label={t('milestones.next.recordNamed', { title: m.title })}
                    onClick={() => onRecord(m.id)}
                  >
                    <Plus aria-hidden="true" />
                    {t('milestones.next.record')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
