import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { childrenQuery } from './query-options.ts';

/**
 * The child a parent view is about: `?child=` in the URL, so a view keeps its child on reload
 * and Back. An unknown or absent id falls back to the family's first child rather than showing
 * nothing. `children` is the signed-in parent's own children (the server filters them).
 */
export function useChosenChild() {
  const [params, setParams] = useSearchParams();
  const children = useQuery(childrenQuery());
  const requested = Number(params.get('child'));
  const list = children.data ?? [];
  const child = list.find((c) => c.id === requested) ?? list[0];
  const select = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('child', String(id));
    setParams(next);
  };
  return { children, list, child, select };
}
