// Every API route, declared once (decision 057). The server registers each of them
// (server/lib/serve.ts refuses a route that is not here) and the client calls them by key;
// the client imports this module's types only, so no route's schemas reach the browser.
import type { RouteKey, RouteSpec } from './routes/define.ts';
import { activityRoutes } from './routes/activities.ts';
import { attendanceRoutes } from './routes/attendance.ts';
import { billingRoutes } from './routes/billing.ts';
import { cameraRoutes } from './routes/cameras.ts';
import { dailyReportRoutes } from './routes/daily-reports.ts';
import { galleryRoutes } from './routes/gallery.ts';
import { incidentRoutes } from './routes/incidents.ts';
import { messageRoutes } from './routes/messages.ts';
import { milestoneRoutes } from './routes/milestones.ts';
import { parentOverviewRoutes } from './routes/parent-overview.ts';
import { reportRoutes } from './routes/reports.ts';
import { roomRoutes } from './routes/rooms.ts';
import { taxDocumentRoutes } from './routes/tax-documents.ts';

export const routes = {
  ...activityRoutes,
  ...attendanceRoutes,
  ...billingRoutes,
  ...cameraRoutes,
  ...dailyReportRoutes,
  ...galleryRoutes,
  ...incidentRoutes,
  ...messageRoutes,
  ...milestoneRoutes,
  ...parentOverviewRoutes,
  ...reportRoutes,
  ...roomRoutes,
  ...taxDocumentRoutes,
} satisfies Record<RouteKey, RouteSpec>;

export type Routes = typeof routes;
export type ApiRoute = keyof Routes;
