import { lineText, multiLineText, recordId, selectedId, timestamp } from './common.ts';
import { languages } from './enums.ts';
import { z } from './zod.ts';

/**
 * The milestone catalogue (issue 17, decision 033): categories (a domain of development,
 * e.g. language and communication) and the milestones in them (templates), seeded from the
 * CDC's "Learn the Signs. Act Early." checklists and edited by directors. Each text is kept in
 * English in the spec's own fields and in the other languages beside it (`translations`);
 * everyone reads the catalogue in their own language, a missing translation reads as English.
 */

/** The icons a category may show (lucide names; the screens draw each). */
export const categoryIcons = [
  'heart',
  'message-circle',
  'lightbulb',
  'footprints',
  'hand',
  'music',
  'palette',
  'puzzle',
  'book-open',
  'sprout',
] as const;
/** Colour themes, each drawn with enough contrast in the light and the dark theme. */
export const colorThemes = ['rose', 'sky', 'amber', 'emerald', 'violet', 'orange'] as const;
/** The sticker a child gets for a milestone. */
export const stickerDesigns = [
  'star',
  'rainbow',
  'rocket',
  'sun',
  'heart',
  'balloon',
  'trophy',
  'flower',
  'butterfly',
  'crown',
] as const;
export const skillTypes = [
  'relationships',
  'feelings',
  'listening',
  'speaking',
  'gestures',
  'exploring',
  'problem-solving',
  'pretend-play',
  'early-learning',
  'gross-motor',
  'fine-motor',
  'self-care',
] as const;
export const difficultyLevels = ['easy', 'medium', 'hard'] as const;
export type CategoryIcon = (typeof categoryIcons)[number];
export type ColorTheme = (typeof colorThemes)[number];
export type StickerDesign = (typeof stickerDesigns)[number];
export type SkillType = (typeof skillTypes)[number];
export type DifficultyLevel = (typeof difficultyLevels)[number];

/** Months of age a milestone's range may name: birth to six years. */
export const maxAgeMonths = 72;

/** The language a catalogue text is read in (default: the reader's setting). */
export const catalogueLanguageQuery = z.object({ language: z.enum(languages).optional() });

/** A category as a reader sees it, in their language. */
export const milestoneCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  ageGroup: z.string(),
  iconName: z.enum(categoryIcons),
  colorTheme: z.enum(colorThemes),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  createdAt: timestamp,
});
export type MilestoneCategory = z.infer<typeof milestoneCategory>;

/**
 * A milestone as a reader sees it. Most children show it between `ageRangeMin` and
 * `ageRangeMax` months (the CDC checklist's age is the maximum): it is "coming up" from the
 * minimum and "expected" from the maximum.
 */
export const milestoneTemplate = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  title: z.string(),
  description: z.string(),
  ageRangeMin: z.number().int(),
  ageRangeMax: z.number().int(),
  skillType: z.enum(skillTypes),
  difficultyLevel: z.enum(difficultyLevels),
  stickerDesign: z.enum(stickerDesigns),
  celebrationMessage: z.string(),
  parentTip: z.string(),
  isActive: z.boolean(),
  createdAt: timestamp,
});
export type MilestoneTemplate = z.infer<typeof milestoneTemplate>;

/** GET /api/milestones/catalogue: the active categories in order, each with its milestones. */
export const catalogueResponse = z.array(
  milestoneCategory.extend({ templates: z.array(milestoneTemplate) }),
);
export type CatalogueResponse = z.infer<typeof catalogueResponse>;

// Editing (directors). The English text is required; a translation left empty reads as English.
const requiredText = (message: string, max: number) =>
  lineText(message).min(1, { error: message }).max(max, { error: 'errors.milestoneTextTooLong' });
const optionalText = (max: number) =>
  lineText().max(max, { error: 'errors.milestoneTextTooLong' }).default('');
const optionalMultiLine = (max: number) =>
  multiLineText().max(max, { error: 'errors.milestoneTextTooLong' }).default('');
/**
 * The other languages' texts: each field at most `max[field]` characters, '' for English;
 * the fields named in `multiLine` keep line breaks, as their English does.
 */
const translationsOf = <Field extends string>(
  max: Record<Field, number>,
  multiLine: readonly NoInfer<Field>[],
) => {
  const fields = Object.fromEntries(
    Object.entries<number>(max).map(([field, n]) => [
      field,
      (multiLine.includes(field as Field) ? optionalMultiLine(n) : optionalText(n)).optional(),
    ]),
  ) as Record<Field, z.ZodOptional<ReturnType<typeof optionalText>>>;
  const one = z.object(fields);
  return z.object({ es: one.optional(), fr: one.optional(), de: one.optional() }).default({});
};

export const categoryRequest = z.object({
  name: requiredText('errors.categoryNameRequired', 100),
  description: optionalMultiLine(1000),
  ageGroup: optionalText(100),
  iconName: z.enum(categoryIcons, { error: 'errors.milestoneChoiceInvalid' }),
  colorTheme: z.enum(colorThemes, { error: 'errors.milestoneChoiceInvalid' }),
  isActive: z.boolean().default(true),
  translations: translationsOf({ name: 100, description: 1000, ageGroup: 100 }, ['description']),
});
export type CategoryRequest = z.input<typeof categoryRequest>;
export type CategoryFields = z.output<typeof categoryRequest>;

const ageMonths = z
  .number({ error: 'errors.milestoneAgeRange' })
  .int({ error: 'errors.milestoneAgeRange' })
  .min(0, { error: 'errors.milestoneAgeRange' })
  .max(maxAgeMonths, { error: 'errors.milestoneAgeRange' });

export const templateRequest = z
  .object({
    categoryId: selectedId('errors.categoryRequired'),
    title: requiredText('errors.milestoneTitleRequired', 200),
    description: optionalMultiLine(1000),
    ageRangeMin: ageMonths,
    ageRangeMax: ageMonths,
    skillType: z.enum(skillTypes, { error: 'errors.milestoneChoiceInvalid' }),
    difficultyLevel: z.enum(difficultyLevels, { error: 'errors.milestoneChoiceInvalid' }),
    stickerDesign: z.enum(stickerDesigns, { error: 'errors.milestoneChoiceInvalid' }),
    celebrationMessage: optionalMultiLine(300),
    parentTip: optionalMultiLine(1000),
    isActive: z.boolean().default(true),
    translations: translationsOf(
      { title: 200, description: 1000, celebrationMessage: 300, parentTip: 1000 },
      ['description', 'celebrationMessage', 'parentTip'],
    ),
  })
  .refine((t) => t.ageRangeMin <= t.ageRangeMax, {
    path: ['ageRangeMax'],
    error: 'errors.milestoneAgeOrder',
  });
export type TemplateRequest = z.input<typeof templateRequest>;
export type TemplateFields = z.output<typeof templateRequest>;

/**
 * PUT /api/milestones/categories/{id}/position: move a category to this place in the order
 * (1 is first; a place past the end is the last). The others keep their order around it.
 */
export const categoryPositionRequest = z.object({
  position: z
    .number({ error: 'errors.categoryPosition' })
    .int({ error: 'errors.categoryPosition' })
    .min(1, { error: 'errors.categoryPosition' })
    .max(1000, { error: 'errors.categoryPosition' }),
});

const translationsResponse = <Shape extends z.ZodRawShape>(fields: Shape) => {
  const one = z.object(fields).partial();
  return z.object({ es: one.optional(), fr: one.optional(), de: one.optional() });
};

/** A category as its editor sees it: English in the spec's fields, the other languages beside. */
export const editableCategory = milestoneCategory.extend({
  translations: translationsResponse({
    name: z.string(),
    description: z.string(),
    ageGroup: z.string(),
  }),
});
export type EditableCategory = z.infer<typeof editableCategory>;
export const editableTemplate = milestoneTemplate.extend({
  translations: translationsResponse({
    title: z.string(),
    description: z.string(),
    celebrationMessage: z.string(),
    parentTip: z.string(),
  }),
});
export type EditableTemplate = z.infer<typeof editableTemplate>;

/** GET /api/milestones/catalogue/editable: every category and milestone, retired ones too. */
export const editableCatalogueResponse = z.array(
  editableCategory.extend({ templates: z.array(editableTemplate) }),
);
export type EditableCatalogueResponse = z.infer<typeof editableCatalogueResponse>;

export const milestoneIdParam = z.object({ id: recordId });
