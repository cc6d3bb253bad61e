import type {
  CategoryIcon,
  ColorTheme,
  SkillType,
  StickerDesign,
} from '../../../contract/milestones.ts';

/** One text in the four languages, English first (the spec's fields hold the English). */
export type Said = { en: string; es: string; fr: string; de: string };

/** A milestone of a CDC checklist: the checklist's age in months, its skill, its words. */
export type SeedMilestone = [
  ageMonths: number,
  skill: SkillType,
  en: string,
  es: string,
  fr: string,
  de: string,
];

/** A category of the starting catalogue, with its milestones, tips and celebrations. */
export type SeedCategory = {
  iconName: CategoryIcon;
  colorTheme: ColorTheme;
  name: Said;
  description: Said;
  /** The stickers its milestones get, in turn. */
  stickers: StickerDesign[];
  /** Celebration messages, given to its milestones in turn. */
  celebrations: Said[];
  /** What a family can do at home, per checklist age (months). */
  tips: Record<number, Said>;
  milestones: SeedMilestone[];
};

/** The CDC checklists' ages (months): a milestone's range runs from the one before to its own. */
export const checklistAges = [2, 4, 6, 9, 12, 15, 18, 24, 30, 36, 48, 60] as const;
