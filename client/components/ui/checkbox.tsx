import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'checked'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * The browser's own checkbox in the portal's colour: a real form control (labels, keyboard,
 * forms and screen readers know it without help) and no script to download for it, which
 * matters on the sign-in page every visit starts with.
 */
export function Checkbox({ className, checked, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      className={cn(
        'peer size-5 shrink-0 cursor-pointer accent-blue-700',
        'focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      checked={checked}
      onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      {...props}
    />
  );
}
