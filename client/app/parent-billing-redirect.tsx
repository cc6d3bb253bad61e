import { Navigate, useLocation } from 'react-router';

/**
 * /parent-billing, the spec's address after registration (a route absent from its route
 * table) and this portal's billing screen before it became a view, is the parent dashboard's
 * billing view: ?view=billing, with any other parameters (?tab=) kept, so old links and
 * bookmarks still work. The address is replaced, not added, so Back from the billing view
 * returns to the page before instead of bouncing back to it.
 */
export function ParentBillingRedirect() {
  const { search, hash } = useLocation();
  const params = new URLSearchParams(search);
  params.delete('view');
  const rest = params.size > 0 ? `&${params}` : '';
  return <Navigate replace to={`/parent-dashboard?view=billing${rest}${hash}`} />;
}
