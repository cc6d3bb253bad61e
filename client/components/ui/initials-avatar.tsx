import { cn } from '../../lib/cn.ts';
import { initials } from '../../lib/format.ts';

/**
 * Up to two initials in a circle. Hidden from screen readers: the name is always written
 * beside it. The caller gives the size, text size and colours.
 */
export function InitialsAvatar({ name, className }: { name: string; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('grid shrink-0 place-items-center rounded-full font-semibold', className)}
    >
      {initials(name)}
    </span>
  );
}
