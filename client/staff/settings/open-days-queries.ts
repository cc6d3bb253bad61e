import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../lib/api.ts';

/** Every closure, past ones too, with the open weekdays (Settings, decision 073). */
export const closuresQuery = () =>
  queryOptions({ queryKey: ['centre', 'closures'], ...routeQuery('GET /api/centre/closures') });

/** What a change of the open days or the closures makes stale (the parent calendar too). */
export const calendarKeys = [
  ['centre', 'closures'],
  ['centre', 'calendar'],
] as const;
