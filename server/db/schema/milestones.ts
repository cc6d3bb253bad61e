import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { children } from './children.ts';
import { staff } from './people.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A catalogue text in the other languages (decision 033): `{ es: { name: '…' }, fr: … }`.
 * The spec's own columns hold the English; a language or field left out reads as English.
 */
export type CatalogueTranslations<Field extends string> = Partial<
  Record<'es' | 'fr' | 'de', Partial<Record<Field, string>>>
>;

export const milestoneCategories = pgTable('milestone_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  ageGroup: text('age_group').notNull().default(''),
  iconName: text('icon_name').notNull().default(''),
  colorTheme: text('color_theme').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  translations: jsonb('translations')
    .$type<CatalogueTranslations<'name' | 'description' | 'ageGroup'>>()
    .notNull()
    .default({}),
  createdAt: createdAt(),
});

export const milestoneTemplates = pgTable(
  'milestone_templates',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => milestoneCategories.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ageRangeMin: integer('age_range_min'),
    ageRangeMax: integer('age_range_max'),
    skillType: text('skill_type').notNull().default(''),
    difficultyLevel: text('difficulty_level').notNull().default(''),
    stickerDesign: text('sticker_design').notNull().default(''),
    celebrationMessage: text('celebration_message').notNull().default(''),
    parentTip: text('parent_tip').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    translations: jsonb('translations')
      .$type<CatalogueTranslations<'title' | 'description' | 'celebrationMessage' | 'parentTip'>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
  },
  (t) => [index('milestone_templates_category_idx').on(t.categoryId)],
);

export const childMilestones = pgTable(
  'child_milestones',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => milestoneTemplates.id),
    achievedDate: date('achieved_date', { mode: 'string' }).notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    notes: text('notes').notNull().default(''),
    evidencePhotos: jsonb('evidence_photos').$type<number[]>().notNull().default([]),
    parentNotified: boolean('parent_notified').notNull().default(false),
    notificationSentAt: timestamp('notification_sent_at', { withTimezone: true }),
    isStarred: boolean('is_starred').notNull().default(false),
    createdAt: createdAt(),
  },
  // A milestone is reached once: two people recording it at once, one of them gets a 409.
  (t) => [
    uniqueIndex('child_milestones_child_template').on(t.childId, t.templateId),
    index('child_milestones_template_idx').on(t.templateId),
  ],
);

export const milestoneBadges = pgTable(
  'milestone_badges',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id),
    badgeType: text('badge_type').notNull(),
    badgeName: text('badge_name').notNull(),
    description: text('description').notNull().default(''),
    iconPath: text('icon_path').notNull().default(''),
    earnedDate: date('earned_date', { mode: 'string' }).notNull(),
    requirements: jsonb('requirements'),
    isVisible: boolean('is_visible').notNull().default(true),
    // Which rule, with its parameters ('category-age:3:18'): a child earns each badge once.
    ruleKey: text('rule_key').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('milestone_badges_child_rule').on(t.childId, t.ruleKey)],
);

export const milestoneProgress = pgTable(
  'milestone_progress',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => milestoneCategories.id),
    totalMilestones: integer('total_milestones').notNull().default(0),
    achievedMilestones: integer('achieved_milestones').notNull().default(0),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('milestone_progress_child_category').on(t.childId, t.categoryId)],
);
