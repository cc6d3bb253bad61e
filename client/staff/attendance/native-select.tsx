import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * The browser's own select, styled like Input: fully keyboard and screen-reader friendly
 * with no extra package (the design system has no select yet).
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'block h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 sm:text-sm',
        'focus-visible:border-blue-600 focus-visible:ring-2 focus-visible:ring-blue-600/40 focus-visible:outline-none',
        'aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:bg-slate-100',
        className,
      )}
      {...props}
    />
  );
}
