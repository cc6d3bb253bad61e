import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type PagedListOptions, routePages } from './paged-list.ts';
import type { ParentAccountListItem } from '../../contract/parent-accounts.ts';
import type { DocumentType, Language } from '../../contract/enums.ts';
import { i18n, isLanguage } from '../i18n/i18n.ts';
import { routeQuery } from './api.ts';
import { centreAnswered, rememberCentre } from './public-centre.ts';
import { queryKeys } from './query-keys.ts';

/**
 * One factory per server resource that more than one screen reads: its key, its fetcher and
 * its defaults in one place. Screens call `useQuery(childrenQuery())`, so two screens showing
 * the children read one cache entry, and a mutation refreshes both by invalidating its key.
 * The client's defaults (never stale, no retries) are in query-client.ts.
 */

/** Enrolled children: the centre's for staff, the family's own for a parent (server filters). */
export const childrenQuery = () =>
  queryOptions({
    queryKey: queryKeys.children,
    ...routeQuery('GET /api/children'),
  });

/** One child. Under the children key, so whatever refreshes the list refreshes it too. */
export const childQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.child(id),
    ...routeQuery('GET /api/children/:id', { params: { id } }),
  });

/**
 * Enrolments in progress (issue 16): children saved at step 1 whose consent forms are not all
 * recorded, oldest first. Staff and directors only (child.create).
 */
export const childDraftsQuery = () =>
  queryOptions({
    queryKey: queryKeys.childDrafts,
    ...routeQuery('GET /api/children/drafts'),
  });

/** Children who have left, the latest last day first (directors: child.remove). */
export const withdrawnChildrenQuery = () =>
  queryOptions({
    queryKey: queryKeys.withdrawnChildren,
    ...routeQuery('GET /api/children/withdrawn'),
  });

/** Current staff. */
export const staffQuery = () =>
  queryOptions({
    queryKey: queryKeys.staff,
    ...routeQuery('GET /api/staff'),
  });

/** The centre's rooms (names, filter words, ratios). */
export const roomsQuery = () =>
  queryOptions({
    queryKey: queryKeys.rooms,
    ...routeQuery('GET /api/rooms'),
  });

/**
 * The dashboard's figures. No polling: the spec's data never goes stale by itself; the
 * mutations that change these figures invalidate the key (see `changeRefreshes`).
 */
export const dashboardStatsQuery = () =>
  queryOptions({
    queryKey: queryKeys.dashboardStats,
    ...routeQuery('GET /api/dashboard/stats'),
  });

/** The centre's today, from the dashboard's stats: never the browser's date. */
export const centreTodayQuery = () =>
  queryOptions({ ...dashboardStatsQuery(), select: (stats) => stats.date });

/** Each room's children present against its staff on duty. */
export const roomRatiosQuery = () =>
  queryOptions({
    queryKey: queryKeys.roomRatios,
    ...routeQuery('GET /api/dashboard/ratios'),
  });

/** One day's attendance; waits until the day (the centre's today, from the server) is known. */
export const attendanceQuery = (date: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.attendance(date ?? ''),
    ...routeQuery('GET /api/attendance', { query: { date: date! } }),
    enabled: date !== undefined,
  });

/** The day's record lists' filters: one child's, or everyone's the viewer may see; one day's. */
export type DayRecordFilter = { childId?: number; date?: string; limit: number };

/** The filter as the lists' query: the child's id as the address spells it. */
const listQuery = ({ childId, date, limit }: DayRecordFilter) => ({
  childId: childId === undefined ? undefined : String(childId),
  date,
  limit,
});

/**
 * Incident reports, newest first. Each filter's key sits under queryKeys.incidents, so filing
 * or signing an incident (which invalidates that key) refreshes every list of them.
 */
export const incidentsQuery = (filter: DayRecordFilter) =>
  queryOptions({
    queryKey: [...queryKeys.incidents, filter],
    ...routeQuery('GET /api/incidents', { query: listQuery(filter) }),
  });

/** Daily reports, newest first (keys under queryKeys.dailyReports, as for incidents). */
export const dailyReportsQuery = (filter: DayRecordFilter) =>
  queryOptions({
    queryKey: [...queryKeys.dailyReports, filter],
    ...routeQuery('GET /api/daily-reports', { query: listQuery(filter) }),
  });

/** How many of one child's reports the parent portal lists. */
const childReportsShown = 30;

/** One child's latest daily reports (the dashboard's Today's Summary reads the newest). */
export const childDailyReportsQuery = (childId: number | undefined) =>
  queryOptions({
    ...dailyReportsQuery({ childId, limit: childReportsShown }),
    enabled: childId !== undefined,
  });

/** One child's daily reports as the parent portal lists them, 30 at a time. */
export const childDailyReportPages = (childId: number) =>
  routePages(queryKeys.dailyReports, 'GET /api/daily-reports', {
    query: { childId: String(childId), limit: childReportsShown },
  });

/** One child's incident reports as the parent portal lists them, 30 at a time. */
export const childIncidentPages = (childId: number) =>
  routePages(queryKeys.incidents, 'GET /api/incidents', {
    query: { childId: String(childId), limit: childReportsShown },
  });

/** Logged activities, newest first (keys under queryKeys.activities, as for incidents). */
export const activitiesQuery = (filter: DayRecordFilter) =>
  queryOptions({
    queryKey: [...queryKeys.activities, filter],
    ...routeQuery('GET /api/activities', { query: listQuery(filter) }),
  });

/**
 * One child's activities on one day (the parent's Today's Summary), newest first. The
 * server's longest page: a day never holds more.
 */
export const childDayActivitiesQuery = (childId: number, date: string) =>
  activitiesQuery({ childId, date, limit: 500 });

/** One child's activities as the parent portal lists them, 30 at a time. */
export const childActivityPages = (childId: number) =>
  routePages(queryKeys.activities, 'GET /api/activities', {
    query: { childId: String(childId), limit: childReportsShown },
  });

/** Upcoming events: from the centre's today (the server decides what today is). */
export const eventsQuery = () =>
  queryOptions({
    queryKey: queryKeys.events,
    ...routeQuery('GET /api/events'),
  });

/** Parent invitations, newest first, 50 at a time. */
export const invitationPages = () =>
  routePages(queryKeys.invitations, 'GET /api/parent-invitations', { query: { limit: '50' } });

/** How many invitations are waiting to be used (the Pending Invitations card). */
export const pendingInvitationsQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.invitations, 'summary'],
    ...routeQuery('GET /api/parent-invitations/summary'),
  });

/** The centre's parent accounts (Parent Management, the tax document upload's parent). */
export const parentAccountsQuery = () =>
  queryOptions({
    queryKey: queryKeys.parentAccounts,
    ...routeQuery('GET /api/parent-accounts'),
    // Directors' rows and the rest of the staff's, as one row: the billing columns optional.
    select: (rows): ParentAccountListItem[] => rows,
  });

/** Spec section 9: tax documents are polled every 30 s (a director may add one meanwhile). */
export const taxDocumentsPollMs = 30_000;

/** The tax document lists' filters; absent ones are not sent. */
export type TaxDocumentFilter = { search?: string; year?: number; type?: DocumentType };

const taxParams = ({ search, year, type }: TaxDocumentFilter) => ({
  ...(search?.trim() ? { search: search.trim() } : {}),
  ...(year === undefined ? {} : { year }),
  ...(type === undefined ? {} : { type }),
});

/**
 * Tax documents, newest first, 50 at a time: every one for staff, a parent's own and the
 * global ones for a parent. No parentId is sent: the session decides (issue 12).
 */
export const taxDocumentPages = (filter: TaxDocumentFilter) =>
  routePages(queryKeys.taxDocuments, 'GET /api/tax-documents', {
    query: { ...taxParams(filter), limit: 50 },
  });

/** Both screens' counters; `matching` counts the documents the filter lets through. */
export const taxSummaryQuery = (filter: TaxDocumentFilter) => {
  const params = taxParams(filter);
  return queryOptions({
    queryKey: [...queryKeys.taxDocuments, 'summary', params],
    ...routeQuery('GET /api/tax-documents/summary', { query: params }),
    refetchInterval: taxDocumentsPollMs,
    // A new filter keeps the counters on screen until its own arrive (no flash of zeros).
    placeholderData: keepPreviousData,
  });
};

/**
 * Spec section 9: the gallery is polled every 30 s, fresh for 30 s, with 3 retries (the one
 * read the spec retries). Both portals' photo lists read with these options.
 */
export const galleryListOptions = {
  pollMs: 30_000,
  staleMs: 30_000,
  retries: 3,
  keepPrevious: true,
} as const satisfies PagedListOptions;

/** The gallery's filters: words in the title or description, and one tag. */
export type GalleryFilter = { search?: string; tag?: string };

/**
 * Gallery photos, newest first, 30 at a time: every photo for staff, what a parent may see
 * for a parent (the server decides). Under queryKeys.gallery, so any change refreshes them.
 */
export const galleryPages = ({ search, tag }: GalleryFilter) =>
  routePages(queryKeys.gallery, 'GET /api/gallery', {
    query: {
      ...(search?.trim() ? { search: search.trim() } : {}),
      ...(tag ? { tag } : {}),
      limit: 30,
    },
  });

/**
 * The centre's public information (name, time zone, demo flag): every page reads it. It
 * starts from the answer the root route's loader had (public-centre.ts).
 */
export const centreQuery = () =>
  queryOptions({
    queryKey: ['centre'],
    // A fresh answer reaches the Logo and the page's title too (public-centre.ts).
    queryFn: async (context) =>
      rememberCentre(await routeQuery('GET /api/centre').queryFn(context)),
    staleTime: 5 * 60_000,
    initialData: () => centreAnswered()?.centre,
    initialDataUpdatedAt: () => centreAnswered()?.at,
  });

/**
 * The language the milestone catalogue's texts are asked in: the screen's own, so a
 * milestone's title reads in the language of the labels around it (decision 033). Called in
 * a component that uses `useT`, so a change of language asks again.
 */
export const catalogueLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : 'en');

/** The active milestone categories in order, each with its active milestones. */
export const milestoneCatalogueQuery = (language: Language) =>
  queryOptions({
    queryKey: [...queryKeys.milestones, 'catalogue', language],
    ...routeQuery('GET /api/milestones/catalogue', { query: { language } }),
  });

/**
 * One child's milestones: age, progress per category, what they showed (newest first), what
 * comes next and their badges (a parent reads only their own children's: 404 otherwise).
 */
export const childMilestonesQuery = (childId: number, language: Language) =>
  queryOptions({
    queryKey: [...queryKeys.milestones, 'child', childId, language],
    ...routeQuery('GET /api/children/:id/milestones', {
      params: { id: childId },
      query: { language },
    }),
  });
