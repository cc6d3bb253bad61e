import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'block h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 sm:text-sm',
        'placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100',
        'focus-visible:border-blue-600 focus-visible:ring-2 focus-visible:ring-blue-600/40 focus-visible:outline-none',
        'aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-600/40',
        className,
      )}
      {...props}
    />
  );
}
