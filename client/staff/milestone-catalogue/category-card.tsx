import { ArchiveRestore, ArrowDown, ArrowUp, Archive, Pencil, Plus } from 'lucide-react';
import type { EditableCatalogueResponse, EditableTemplate } from '../../../contract/milestones.ts';
import { CategoryBadge, StickerIcon } from '../../components/milestones/milestone-icons.tsx';
import {
  difficultyLabels,
  formatAgeRange,
  skillTypeLabels,
} from '../../components/milestones/milestone-labels.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { cn } from '../../lib/cn.ts';

type Category = EditableCatalogueResponse[number];

export interface CategoryActions {
  onMove: (category: Category, position: number) => void;
  onEdit: (category: Category) => void;
  onToggleActive: (category: Category) => void;
  onAddTemplate: (category: Category) => void;
  onEditTemplate: (template: EditableTemplate) => void;
  onToggleTemplate: (template: EditableTemplate) => void;
  /** A change is on its way: the buttons wait. */
  busy: boolean;
}

const small = 'min-h-11 sm:min-h-8';

/**
 * One category of the catalogue editor: its icon, colour, texts and place in the order, and
 * its milestones (folded away: a category holds dozens), each editable and retirable.
 */
export function CategoryCard(props: {
  category: Category;
  /** 1-based place in the order, and how many there are (for Move up and down). */
  position: number;
  count: number;
  actions: CategoryActions;
}) {
  const { category: c, position, count, actions } = props;
  const t = useT();
  const headingId = `category-${c.id}-name`;
  const retired = !c.isActive;
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className={cn('p-4 sm:p-6', retired && 'border-dashed')}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <CategoryBadge icon={c.iconName} theme={c.colorTheme} />
          <div className="min-w-0 space-y-1">
            <h2 id={headingId} className="text-lg font-semibold break-words">
              {c.name}
            </h2>
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              {c.ageGroup ? <span>{c.ageGroup}</span> : null}
              {retired ? <Badge variant="neutral">{t('milestoneCatalogue.retired')}</Badge> : null}
            </div>
            {c.description ? (
              <p className="text-sm break-words text-slate-700">{c.description}</p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            className={small}
            disabled={actions.busy || position === 1}
            aria-label={t('milestoneCatalogue.category.moveUpNamed', { name: c.name })}
            onClick={() => actions.onMove(c, position - 1)}
          >
            <ArrowUp aria-hidden="true" />
            {t('milestoneCatalogue.category.moveUp')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className={small}
            disabled={actions.busy || position === count}
            aria-label={t('milestoneCatalogue.category.moveDownNamed', { name: c.name })}
            onClick={() => actions.onMove(c, position + 1)}
          >
            <ArrowDown aria-hidden="true" />
            {t('milestoneCatalogue.category.moveDown')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className={small}
            aria-label={t('milestoneCatalogue.editNamed', { name: c.name })}
            onClick={() => actions.onEdit(c)}
          >
            <Pencil aria-hidden="true" />
            {t('milestoneCatalogue.edit')}
          </Button>
          <RetireButton
            name={c.name}
            retired={retired}
            disabled={actions.busy}
            onClick={() => actions.onToggleActive(c)}
          />
        </div>
      </div>
      <details className="mt-4 rounded-md border border-slate-200">
        <summary className="cursor-pointer rounded-md px-3 py-2.5 font-medium focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none">
          {t('milestoneCatalogue.category.milestones', { count: c.templates.length })}
        </summary>
        <div className="space-y-3 border-t border-slate-200 p-3">
          <Button
            variant="outline"
            size="sm"
            className={small}
            aria-label={t('milestoneCatalogue.template.addTo', { name: c.name })}
            onClick={() => actions.onAddTemplate(c)}
          >
            <Plus aria-hidden="true" />
            {t('milestoneCatalogue.template.add')}
          </Button>
          <ul className="divide-y divide-slate-200">
            {c.templates.map((template) => (
              <TemplateRow key={template.id} template={template} actions={actions} />
            ))}
          </ul>
        </div>
      </details>
    </Card>
  );
}

function TemplateRow({
  template: m,
  actions,
}: {
  template: EditableTemplate;
  actions: CategoryActions;
}) {
  const t = useT();
  return (
    <li
      className={cn(
        'flex flex-col gap-2 py-3 sm:flex-row sm:items-start',
        !m.isActive && 'opacity-80',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <StickerIcon
          sticker={m.stickerDesign}
          labelled
          className="mt-0.5 size-5 shrink-0 text-amber-700"
        />
        <div className="min-w-0 space-y-0.5">
          <h3 className="font-medium break-words">{m.title}</h3>
          <p className="text-sm text-slate-600">
            {[
              formatAgeRange(m.ageRangeMin, m.ageRangeMax),
              t(skillTypeLabels[m.skillType]),
              t(difficultyLabels[m.difficultyLevel]),
            ].join(' · ')}
          </p>
          {!m.isActive ? <Badge variant="neutral">{t('milestoneCatalogue.retired')}</Badge> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          className={small}
          aria-label={t('milestoneCatalogue.editNamed', { name: m.title })}
          onClick={() => actions.onEditTemplate(m)}
        >
          <Pencil aria-hidden="true" />
          {t('milestoneCatalogue.edit')}
        </Button>
        <RetireButton
          name={m.title}
          retired={!m.isActive}
          disabled={actions.busy}
          onClick={() => actions.onToggleTemplate(m)}
        />
      </div>
    </li>
  );
}

function RetireButton(props: {
  name: string;
  retired: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const t = useT();
  const { name, retired } = props;
  return (
    <Button
      variant="outline"
      size="sm"
      className={small}
      disabled={props.disabled}
      aria-label={
        retired
          ? t('milestoneCatalogue.restoreNamed', { name })
          : t('milestoneCatalogue.retireNamed', { name })
      }
      onClick={props.onClick}
    >
      {retired ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
      {retired ? t('milestoneCatalogue.restore') : t('milestoneCatalogue.retire')}
    </Button>
  );
}
