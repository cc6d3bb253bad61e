import { Sun } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** The centre's name with its sun. The text is the accessible name; the sun is decoration. */
// The product's name: a brand, the same in every language.
const brand = 'Sunny Days';

export function Logo({ className }: { className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-2 text-lg font-bold text-slate-900', className)}
    >
      <span className="grid size-8 place-items-center rounded-full bg-amber-100">
        <Sun className="size-5 text-amber-600" aria-hidden="true" strokeWidth={2.5} />
      </span>
      {brand}
    </span>
  );
}
