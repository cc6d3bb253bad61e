import { Lightbulb } from 'lucide-react';
import { useState } from 'react';
import type { ChildMilestonesResponse, NextMilestone } from '../../../contract/child-milestones.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';

type Category = ChildMilestonesResponse['categories'][number];

/** How many are shown before "Show all": enough to plan a week of play, not a wall of text. */
const firstShown = 6;

interface Props {
  next: NextMilestone[];
  categories: Category[];
  name: string;
}

/**
 * What the child may show next, with the catalogue's tip to try at home. Every child grows at
 * their own pace, so nothing here says "late": the words are about what to try together.
 */
export function NextMilestones({ next, categories, name }: Props) {
  const t = useT();
  const [all, setAll] = useState(false);
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const shown = all ? next : next.slice(0, firstShown);
  return (
    <section aria-labelledby="milestones-next-title" className="space-y-3">
      <div>
        <h2 id="milestones-next-title" className="text-xl font-semibold text-slate-900">
          {t('parentMilestones.next.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('parentMilestones.next.description', { name })}</p>
      </div>
      {next.length === 0 ? (
        <Card className="p-6 text-sm text-slate-700">{t('parentMilestones.next.empty')}</Card>
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2">
            {shown.map((milestone) => (
              <li key={milestone.id}>
                <Card className="h-full space-y-2 p-4">
                  <h3 className="font-semibold break-words text-slate-900">{milestone.title}</h3>
                  <p className="text-sm text-slate-600">{names.get(milestone.categoryId)}</p>
                  {milestone.description ? (
                    <p className="text-sm text-slate-700">{milestone.description}</p>
                  ) : null}
                  {milestone.parentTip ? (
                    <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
                      <Lightbulb aria-hidden="true" className="size-4 shrink-0" />
                      <span>{t('parentMilestones.next.tip', { tip: milestone.parentTip })}</span>
                    </p>
                  ) : null}
                </Card>
              </li>
            ))}
          </ul>
          {next.length > firstShown ? (
            <Button variant="outline" onClick={() => setAll(!all)} aria-expanded={all}>
              {all
                ? t('parentMilestones.next.showFewer')
                : t('parentMilestones.next.showAll', { count: next.length })}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
