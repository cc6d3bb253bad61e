import { cn } from '../../lib/cn.ts';

// The design system has no select or textarea yet: the browser's own, styled like Input.
const base = cn(
  'block w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 sm:text-sm',
  'focus-visible:border-blue-600 focus-visible:ring-2 focus-visible:ring-blue-600/40 focus-visible:outline-none',
  'aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:bg-slate-100',
);
export const selectClasses = cn(base, 'h-10');
export const textareaClasses = cn(base, 'py-2 placeholder:text-slate-500');
