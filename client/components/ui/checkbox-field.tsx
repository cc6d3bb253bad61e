import { cn } from '../../lib/cn.ts';
import { Checkbox } from './checkbox.tsx';
import { Label } from './label.tsx';

interface CheckboxFieldProps {
  id: string;
  label: string;
  /** A line under the label, read with the box. */
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  /** The row's own look: 44 px tall (`min-h-11`), a frame. */
  className?: string;
}

/** A checkbox with its label beside it (a click on the label ticks it) and an optional hint. */
export function CheckboxField({ id, label, hint, className, ...box }: CheckboxFieldProps) {
  if (hint === undefined)
    return (
      <div className={cn('flex items-center gap-3', className)}>
        <Checkbox id={id} {...box} />
        <Label htmlFor={id}>{label}</Label>
      </div>
    );
  // Under a two-line label the box stays level with its first line.
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <Checkbox id={id} className="mt-0.5" aria-describedby={`${id}-hint`} {...box} />
      <div className="space-y-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
