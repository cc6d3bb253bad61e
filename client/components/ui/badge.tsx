import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

// Each pair keeps at least 4.5:1 contrast between text and background.
const variants = {
  default: 'bg-blue-100 text-blue-900',
  neutral: 'bg-slate-200 text-slate-800',
  success: 'bg-green-100 text-green-900',
  warning: 'bg-amber-100 text-amber-950',
  danger: 'bg-red-100 text-red-900',
  count: 'bg-red-700 text-white',
} as const;

export type BadgeVariant = keyof typeof variants;

export function Badge({
  variant = 'default',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full px-2 py-0.5 text-xs leading-4 font-semibold',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
