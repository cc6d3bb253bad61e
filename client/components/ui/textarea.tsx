import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { nativeFieldClasses } from './native-select.tsx';

/** A multi-line Input: takes FormField's control props and a `register()` ref like Input. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(nativeFieldClasses, 'py-2 placeholder:text-slate-500', className)}
      {...props}
    />
  );
}
