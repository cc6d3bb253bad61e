import {
  Award,
  Balloon,
  BookOpen,
  Crown,
  Flower2,
  Footprints,
  Hand,
  Heart,
  Lightbulb,
  type LucideIcon,
  type LucideProps,
  MessageCircle,
  Music,
  Palette,
  Puzzle,
  Rainbow,
  Rocket,
  Sprout,
  Star,
  Sun,
  Trophy,
  createLucideIcon,
} from 'lucide-react';
import {
  type CategoryIcon,
  type ColorTheme,
  type StickerDesign,
  categoryIcons,
  stickerDesigns,
} from '../../../contract/milestones.ts';
import { useT } from '../../i18n/use-t.ts';
import { cn } from '../../lib/cn.ts';
import { categoryIconLabels, stickerLabels } from './milestone-labels.ts';

/** Lucide draws no butterfly: one in its own style (24 px grid, 2 px round strokes). */
const Butterfly = createLucideIcon('butterfly', [
  ['path', { d: 'M12 7v12', key: 'body' }],
  ['path', { d: 'M10 4.5 12 7l2-2.5', key: 'antennae' }],
  ['path', { d: 'M12 10C9.5 6 4 4 3 6.5S4.5 13 12 12', key: 'left-top' }],
  ['path', { d: 'M12 10c2.5-4 8-6 9-3.5S19.5 13 12 12', key: 'right-top' }],
  ['path', { d: 'M12 13c-3 0-6 1.5-5.5 4s3.5 1.5 5.5-1.5', key: 'left-bottom' }],
  ['path', { d: 'M12 13c3 0 6 1.5 5.5 4s-3.5 1.5-5.5-1.5', key: 'right-bottom' }],
]);

/** The contract's category icons (lucide names) as the bundled icons. */
export const categoryIconComponents: Record<CategoryIcon, LucideIcon> = {
  heart: Heart,
  'message-circle': MessageCircle,
  lightbulb: Lightbulb,
  footprints: Footprints,
  hand: Hand,
  music: Music,
  palette: Palette,
  puzzle: Puzzle,
  'book-open': BookOpen,
  sprout: Sprout,
};

/** The contract's sticker designs as the bundled icons. */
export const stickerComponents: Record<StickerDesign, LucideIcon> = {
  star: Star,
  rainbow: Rainbow,
  rocket: Rocket,
  sun: Sun,
  heart: Heart,
  balloon: Balloon,
  trophy: Trophy,
  flower: Flower2,
  butterfly: Butterfly,
  crown: Crown,
};

const isCategoryIcon = (name: string): name is CategoryIcon =>
  (categoryIcons as readonly string[]).includes(name);
const isSticker = (name: string): name is StickerDesign =>
  (stickerDesigns as readonly string[]).includes(name);

/**
 * The classes of a colour theme, each pair readable in the light and the dark theme (the dark
 * theme mirrors these palettes: client/styles.css). Violet is drawn with the purple palette,
 * which the dark theme mirrors.
 */
export const themeClasses: Record<
  ColorTheme,
  { chip: string; bar: string; border: string; text: string }
> = {
  rose: {
    chip: 'bg-rose-100 text-rose-900',
    bar: 'bg-rose-600',
    border: 'border-rose-300',
    text: 'text-rose-800',
  },
  sky: {
    chip: 'bg-sky-100 text-sky-900',
    bar: 'bg-sky-600',
    border: 'border-sky-300',
    text: 'text-sky-800',
  },
  amber: {
    chip: 'bg-amber-100 text-amber-950',
    bar: 'bg-amber-600',
    border: 'border-amber-300',
    text: 'text-amber-900',
  },
  emerald: {
    chip: 'bg-emerald-100 text-emerald-900',
    bar: 'bg-emerald-600',
    border: 'border-emerald-300',
    text: 'text-emerald-800',
  },
  violet: {
    chip: 'bg-purple-100 text-purple-900',
    bar: 'bg-purple-600',
    border: 'border-purple-300',
    text: 'text-purple-800',
  },
  orange: {
    chip: 'bg-orange-100 text-orange-950',
    bar: 'bg-orange-600',
    border: 'border-orange-300',
    text: 'text-orange-900',
  },
};

type IconProps = Omit<LucideProps, 'ref'> & {
  /** Says the icon's name to screen readers; without it the icon is decoration. */
  labelled?: boolean;
};

function Drawn({
  Icon,
  label,
  labelled,
  className,
  ...props
}: IconProps & { Icon: LucideIcon; label: string }) {
  return labelled ? (
    <Icon role="img" aria-label={label} className={cn('size-5', className)} {...props} />
  ) : (
    <Icon aria-hidden="true" className={cn('size-5', className)} {...props} />
  );
}

/** A category's icon (decoration unless `labelled`). */
export function CategoryIconView({ icon, ...props }: IconProps & { icon: CategoryIcon }) {
  const t = useT();
  return (
    <Drawn Icon={categoryIconComponents[icon]} label={t(categoryIconLabels[icon])} {...props} />
  );
}

/** A sticker (decoration unless `labelled`: 'Rocket sticker'). */
export function StickerIcon({ sticker, ...props }: IconProps & { sticker: StickerDesign }) {
  const t = useT();
  return (
    <Drawn
      Icon={stickerComponents[sticker]}
      label={t('milestoneDisplay.stickerNamed', { sticker: t(stickerLabels[sticker]) })}
      {...props}
    />
  );
}

/**
 * A badge's icon: the server names a category icon, a sticker ('star', 'trophy') or, for a
 * badge of an icon this client does not know, an award rosette. Always decoration: the badge's
 * name says what it is.
 */
export function BadgeIcon({ iconPath, className }: { iconPath: string; className?: string }) {
  const Icon = isCategoryIcon(iconPath)
    ? categoryIconComponents[iconPath]
    : isSticker(iconPath)
      ? stickerComponents[iconPath]
      : Award;
  return <Icon aria-hidden="true" className={cn('size-6', className)} />;
}

/** A category's icon in a round tile of its colour theme. */
export function CategoryBadge(props: {
  icon: CategoryIcon;
  theme: ColorTheme;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-full',
        themeClasses[props.theme].chip,
        props.className,
      )}
    >
      <CategoryIconView icon={props.icon} />
    </span>
  );
}
