import { Sun } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { routeUrl } from '../../lib/api.ts';
import { usePublicCentre } from '../../lib/public-centre.ts';

/**
 * The centre's name with its logo (decision 060): the name the director set, never the
 * software's; a sun stands in while the centre has no logo. The name is the accessible
 * name; the picture beside it is decoration (alt="").
 */
export function Logo({ className }: { className?: string }) {
  const centre = usePublicCentre();
  return (
    <span
      className={cn(
        // max-w-full: a long centre name is cut short (…) where a phone has no room for it.
        'inline-flex max-w-full min-w-0 items-center gap-2 text-lg font-bold text-slate-900',
        className,
      )}
    >
      {centre?.logo ? (
        <img
          src={routeUrl('GET /api/centre/logo', { query: { v: String(centre.logo) } })}
          alt=""
          className="h-8 w-auto max-w-32 shrink-0 object-contain"
        />
      ) : (
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-amber-100">
          <Sun className="size-5 text-amber-600" aria-hidden="true" strokeWidth={2.5} />
        </span>
      )}
      {centre?.name ? <span className="truncate">{centre.name}</span> : null}
    </span>
  );
}
