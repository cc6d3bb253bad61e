import type { CategoryProgress } from '../../../contract/child-milestones.ts';
import type { ColorTheme } from '../../../contract/milestones.ts';
import { useT } from '../../i18n/use-t.ts';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { themeClasses } from './milestone-icons.tsx';

/**
 * A category's progress as the server keeps it (spec section 3: achieved of total, rounded
 * percentage): a bar in the category's colour, and the same in words, which is what a screen
 * reader reads (the bar is drawn only).
 */
export function MilestoneProgressBar({
  progress,
  theme,
  className,
}: {
  progress: CategoryProgress;
  theme: ColorTheme;
  className?: string;
}) {
  const t = useT();
  const percentage = Math.min(100, Math.max(0, progress.progressPercentage));
  return (
    <div className={cn('space-y-1.5', className)}>
      <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-200">
        <div
          className={cn('h-full rounded-full', themeClasses[theme].bar)}
          style={{ width: `${percentage}%` }}
        />
      </div>
      <p className="text-sm text-slate-700">
        {t('milestoneDisplay.progress', {
          achieved: progress.achievedMilestones,
          total: progress.totalMilestones,
          percentage: formatNumber(percentage),
        })}
      </p>
    </div>
  );
}
