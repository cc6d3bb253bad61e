import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  CategoryFields,
  CategoryRequest,
  EditableCategory,
  EditableTemplate,
  TemplateFields,
  TemplateRequest,
} from '../../../contract/milestones.ts';
import { call, routeQuery } from '../../lib/api.ts';
import { queryKeys, useRefreshAfter } from '../../lib/query-keys.ts';

/** Every category and milestone, retired ones too, English with the other languages beside. */
export const editableCatalogueQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.milestones, 'editable'],
    ...routeQuery('GET /api/milestones/catalogue/editable'),
  });

/** A category as its PUT body, with a change: every field goes back, translations too. */
export const categoryBody = (
  category: EditableCategory,
  change: Partial<CategoryRequest> = {},
): CategoryRequest => ({
  name: category.name,
  description: category.description,
  ageGroup: category.ageGroup,
  iconName: category.iconName,
  colorTheme: category.colorTheme,
  isActive: category.isActive,
  translations: category.translations,
  ...change,
});

/** A milestone as its PUT body, with a change (retire, restore). */
export const templateBody = (
  template: EditableTemplate,
  change: Partial<TemplateRequest> = {},
): TemplateRequest => ({
  categoryId: template.categoryId,
  title: template.title,
  description: template.description,
  ageRangeMin: template.ageRangeMin,
  ageRangeMax: template.ageRangeMax,
  skillType: template.skillType,
  difficultyLevel: template.difficultyLevel,
  stickerDesign: template.stickerDesign,
  celebrationMessage: template.celebrationMessage,
  parentTip: template.parentTip,
  isActive: template.isActive,
  translations: template.translations,
  ...change,
});

/** Adds a category (no id) or changes one; the catalogue everywhere is read again. */
export function useSaveCategory() {
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CategoryRequest | CategoryFields }) =>
      id === undefined
        ? call('POST /api/milestones/categories', { body })
        : call('PUT /api/milestones/categories/:id', { params: { id }, body }),
    onSuccess: useRefreshAfter('milestoneCatalogue'),
  });
}

/** Adds a milestone (no id) or changes one; every child's totals are recounted by the server. */
export function useSaveTemplate() {
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TemplateRequest | TemplateFields }) =>
      id === undefined
        ? call('POST /api/milestones/templates', { body })
        : call('PUT /api/milestones/templates/:id', { params: { id }, body }),
    onSuccess: useRefreshAfter('milestoneCatalogue'),
  });
}

/** Moves a category to a place in the order (1 is first). */
export function useMoveCategory() {
  return useMutation({
    mutationFn: ({ id, position }: { id: number; position: number }) =>
      call('PUT /api/milestones/categories/:id/position', { params: { id }, body: { position } }),
    onSettled: useRefreshAfter('milestoneCatalogue'),
  });
}
