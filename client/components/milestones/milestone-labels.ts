import type {
  CategoryIcon,
  ColorTheme,
  DifficultyLevel,
  SkillType,
  StickerDesign,
} from '../../../contract/milestones.ts';
import { msg, t } from '../../i18n/i18n.ts';

/**
 * The labels of the catalogue's fixed lists (contract/milestones.ts), as message ids: both
 * portals show them (`t(skillTypeLabels[template.skillType])`).
 */
export const categoryIconLabels: Record<CategoryIcon, string> = {
  heart: msg('milestoneDisplay.icon.heart'),
  'message-circle': msg('milestoneDisplay.icon.messageCircle'),
  lightbulb: msg('milestoneDisplay.icon.lightbulb'),
  footprints: msg('milestoneDisplay.icon.footprints'),
  hand: msg('milestoneDisplay.icon.hand'),
  music: msg('milestoneDisplay.icon.music'),
  palette: msg('milestoneDisplay.icon.palette'),
  puzzle: msg('milestoneDisplay.icon.puzzle'),
  'book-open': msg('milestoneDisplay.icon.bookOpen'),
  sprout: msg('milestoneDisplay.icon.sprout'),
};

export const colorThemeLabels: Record<ColorTheme, string> = {
  rose: msg('milestoneDisplay.theme.rose'),
  sky: msg('milestoneDisplay.theme.sky'),
  amber: msg('milestoneDisplay.theme.amber'),
  emerald: msg('milestoneDisplay.theme.emerald'),
  violet: msg('milestoneDisplay.theme.violet'),
  orange: msg('milestoneDisplay.theme.orange'),
};

export const stickerLabels: Record<StickerDesign, string> = {
  star: msg('milestoneDisplay.sticker.star'),
  rainbow: msg('milestoneDisplay.sticker.rainbow'),
  rocket: msg('milestoneDisplay.sticker.rocket'),
  sun: msg('milestoneDisplay.sticker.sun'),
  heart: msg('milestoneDisplay.sticker.heart'),
  balloon: msg('milestoneDisplay.sticker.balloon'),
  trophy: msg('milestoneDisplay.sticker.trophy'),
  flower: msg('milestoneDisplay.sticker.flower'),
  butterfly: msg('milestoneDisplay.sticker.butterfly'),
  crown: msg('milestoneDisplay.sticker.crown'),
};

export const skillTypeLabels: Record<SkillType, string> = {
  relationships: msg('milestoneDisplay.skill.relationships'),
  feelings: msg('milestoneDisplay.skill.feelings'),
  listening: msg('milestoneDisplay.skill.listening'),
  speaking: msg('milestoneDisplay.skill.speaking'),
  gestures: msg('milestoneDisplay.skill.gestures'),
  exploring: msg('milestoneDisplay.skill.exploring'),
  'problem-solving': msg('milestoneDisplay.skill.problemSolving'),
  'pretend-play': msg('milestoneDisplay.skill.pretendPlay'),
  'early-learning': msg('milestoneDisplay.skill.earlyLearning'),
  'gross-motor': msg('milestoneDisplay.skill.grossMotor'),
  'fine-motor': msg('milestoneDisplay.skill.fineMotor'),
  'self-care': msg('milestoneDisplay.skill.selfCare'),
};

export const difficultyLabels: Record<DifficultyLevel, string> = {
  easy: msg('milestoneDisplay.difficulty.easy'),
  medium: msg('milestoneDisplay.difficulty.medium'),
  hard: msg('milestoneDisplay.difficulty.hard'),
};

/**
 * An age in months as the CDC names its checklists: '18 months', '2 years', and past two
 * years '2 years, 3 months' (read in the active language; call from a component using useT).
 */
export function formatAgeMonths(months: number): string {
  if (months < 24) return t('milestoneDisplay.ageMonths', { months });
  return t('milestoneDisplay.ageYearsMonths', {
    years: Math.floor(months / 12),
    months: months % 12,
  });
}

/** A milestone's age range: '12–18 months'; from birth, 'by 4 months'. */
export function formatAgeRange(min: number, max: number): string {
  return min === 0
    ? t('milestoneDisplay.ageRangeBy', { max })
    : t('milestoneDisplay.ageRange', { min, max });
}
