import { useT } from '../../i18n/use-t.ts';
import { cn } from '../../lib/cn.ts';

interface DutySwitchProps {
  /** Whose duty it is: the switch's accessible name says so ('Maria Gonzalez on duty'). */
  name: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A switch (role=switch, Space/Enter toggle it) with its visible 'On duty' label. */
export function DutySwitch({ name, checked, disabled, onCheckedChange }: DutySwitchProps) {
  const t = useT();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={t('staffManagement.duty.switchName', { name })}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'group inline-flex items-center gap-2 rounded-full text-sm font-medium text-slate-700',
        'focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-60',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
          checked ? 'bg-green-700' : 'bg-slate-400',
        )}
      >
        <span
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
            checked ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </span>
      {t('staffManagement.duty.switch')}
    </button>
  );
}
