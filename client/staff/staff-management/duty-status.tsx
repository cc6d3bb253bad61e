import { useT } from '../../i18n/use-t.ts';
import { cn } from '../../lib/cn.ts';

/** The on/off duty indicator: a dot for the eye, the words for everyone. */
export function DutyStatus({ isOnDuty, className }: { isOnDuty: boolean; className?: string }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold',
        isOnDuty ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', isOnDuty ? 'bg-green-700' : 'bg-slate-500')}
      />
      {isOnDuty ? t('staffManagement.duty.on') : t('staffManagement.duty.off')}
    </span>
  );
}
