import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** The look Input has, shared by the browser's own select and textarea. */
export const nativeFieldClasses = cn(
  'block w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 sm:text-sm',
  'focus-visible:border-blue-600 focus-visible:ring-2 focus-visible:ring-blue-600/40 focus-visible:outline-none',
  'aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:bg-slate-100',
);

/**
 * The browser's own select, styled like Input: fully keyboard and screen-reader friendly with
 * no extra package. Takes FormField's control props and, as React 19 passes `ref` as a prop,
 * react-hook-form's `register()` ref too.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(nativeFieldClasses, 'h-10', className)} {...props} />;
}
