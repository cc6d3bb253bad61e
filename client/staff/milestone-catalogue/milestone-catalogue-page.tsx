import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { EditableCatalogueResponse } from '../../../contract/milestones.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { useCan } from '../../lib/session.ts';
import { toastError } from '../../lib/toast-error.ts';
import { type CategoryActions, CategoryCard } from './category-card.tsx';
import { type CategoryEditing, CategoryDialog } from './category-dialog.tsx';
import {
  categoryBody,
  editableCatalogueQuery,
  templateBody,
  useMoveCategory,
  useSaveCategory,
  useSaveTemplate,
} from './queries.ts';
import { type TemplateEditing, TemplateDialog } from './template-dialog.tsx';

/**
 * The milestone catalogue editor (issue 17, decision 033), for directors: categories with
 * their icon, colour and age group, the milestones in each; add, edit, retire and restore,
 * and the categories' order. Nothing is deleted: retiring keeps a milestone on the children
 * who showed it and takes it out of every total.
 */
export function MilestoneCataloguePage() {
  const t = useT();
  const canManage = useCan('milestoneCatalogue.manage');
  return (
    <div className="space-y-6">
      <BackLink to="/milestones">{t('milestoneCatalogue.backToMilestones')}</BackLink>
      {canManage ? (
        <CatalogueEditor />
      ) : (
        <>
          <PageHeader title={t('milestoneCatalogue.title')} />
          <Card role="alert" className="p-6 text-center font-medium">
            {t('milestoneCatalogue.directorsOnly')}
          </Card>
        </>
      )}
    </div>
  );
}

function CatalogueEditor() {
  const t = useT();
  const catalogue = useQuery(editableCatalogueQuery());
  const move = useMoveCategory();
  const saveCategory = useSaveCategory();
  const saveTemplate = useSaveTemplate();
  const [category, setCategory] = useState<CategoryEditing | null>(null);
  const [template, setTemplate] = useState<TemplateEditing | null>(null);
  const failed = (error: Error) => toastError(error, t('milestoneCatalogue.saveFailed'));
  const changed = (active: boolean, name: string) =>
    toast({
      title: active
        ? t('milestoneCatalogue.restored', { name })
        : t('milestoneCatalogue.retiredDone', { name }),
    });

  const actions: CategoryActions = {
    onMove: (c, position) => move.mutate({ id: c.id, position }, { onError: failed }),
    onEdit: setCategory,
    onToggleActive: (c) =>
      saveCategory.mutate(
        { id: c.id, body: categoryBody(c, { isActive: !c.isActive }) },
        { onSuccess: () => changed(!c.isActive, c.name), onError: failed },
      ),
    onAddTemplate: (c) => setTemplate({ categoryId: c.id }),
    onEditTemplate: (m) => setTemplate({ template: m }),
    onToggleTemplate: (m) =>
      saveTemplate.mutate(
        { id: m.id, body: templateBody(m, { isActive: !m.isActive }) },
        { onSuccess: () => changed(!m.isActive, m.title), onError: failed },
      ),
    busy: move.isPending || saveCategory.isPending || saveTemplate.isPending,
  };

  return (
    <>
      <PageHeader
        title={t('milestoneCatalogue.title')}
        description={t('milestoneCatalogue.description')}
        actions={
          <Button onClick={() => setCategory('new')}>
            <Plus aria-hidden="true" />
            {t('milestoneCatalogue.category.add')}
          </Button>
        }
      />
      <p className="max-w-3xl text-sm text-slate-700">{t('milestoneCatalogue.intro')}</p>
      {catalogue.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('milestoneCatalogue.loadFailed')}
        </p>
      ) : !catalogue.data ? (
        <p role="status" className="text-sm text-slate-600">
          {t('milestoneCatalogue.loading')}
        </p>
      ) : (
        <Categories catalogue={catalogue.data} actions={actions} />
      )}
      <CategoryDialog
        editing={category}
        open={category !== null}
        onOpenChange={(open) => {
          if (!open) setCategory(null);
        }}
      />
      {catalogue.data ? (
        <TemplateDialog
          editing={template}
          catalogue={catalogue.data}
          open={template !== null}
          onOpenChange={(open) => {
            if (!open) setTemplate(null);
          }}
        />
      ) : null}
    </>
  );
}

function Categories(props: { catalogue: EditableCatalogueResponse; actions: CategoryActions }) {
  const { catalogue, actions } = props;
  const t = useT();
  if (catalogue.length === 0)
    return <p className="text-sm text-slate-700">{t('milestoneCatalogue.empty')}</p>;
  return (
    <ol aria-label={t('milestoneCatalogue.categories')} className="space-y-4">
      {catalogue.map((c, index) => (
        <li key={c.id}>
          <CategoryCard
            category={c}
            position={index + 1}
            count={catalogue.length}
            actions={actions}
          />
        </li>
      ))}
    </ol>
  );
}
