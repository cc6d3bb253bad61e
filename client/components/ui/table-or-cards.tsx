import { type ReactNode, useEffect, useState } from 'react';

/** Tailwind's `md` breakpoint: a table from here up, cards below (issue 16). */
const wide = '(min-width: 768px)';

/** Whether the window is at least tablet-wide, following it as it is resized or turned. */
function useWideScreen(): boolean | undefined {
  const [matches, setMatches] = useState(() =>
    typeof window.matchMedia === 'function' ? window.matchMedia(wide).matches : undefined,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(wide);
    const follow = () => setMatches(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return matches;
}

/**
 * A list shown as a table on a tablet or wider and as cards on a phone. Only the one that
 * fits is rendered (a dashboard of 150 children renders 150 rows, not 300); where the window
 * cannot say (no matchMedia), both are rendered and CSS shows one.
 */
export function TableOrCards({ table, cards }: { table: ReactNode; cards: ReactNode }) {
  const isWide = useWideScreen();
  if (isWide === true) return <>{table}</>;
  if (isWide === false) return <>{cards}</>;
  return (
    <>
      <div className="hidden md:block">{table}</div>
      <div className="md:hidden">{cards}</div>
    </>
  );
}

/** What a list says when it has nothing to show, in place of both its table and its cards. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
      {children}
    </p>
  );
}
