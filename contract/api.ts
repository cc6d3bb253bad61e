// Every API route, declared once (decision 057). The server registers each of them
// (server/lib/serve.ts refuses a route that is not here) and the client calls them by key;
// the client imports this module's types only, so no route's schemas reach the browser.
import { accountRoutes } from './routes/account.ts';
import { authRoutes } from './routes/auth.ts';
import { billingRoutes } from './routes/billing.ts';
import { centreRoutes } from './routes/centre.ts';
import { childRoutes } from './routes/children.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import type { RouteKey, RouteSpec } from './routes/define.ts';
import { enrolmentRoutes } from './routes/enrolment.ts';
import { eventRoutes } from './routes/events.ts';
import { galleryRoutes } from './routes/gallery.ts';
import { healthRoutes } from './routes/health.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { jobRoutes } from './routes/jobs.ts';
import { parentAccountRoutes } from './routes/parent-accounts.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { roomRoutes } from './routes/rooms.ts';
import { staffAccountRoutes } from './routes/staff-accounts.ts';
import { staffRoutes } from './routes/staff.ts';
import { systemRoutes } from './routes/system.ts';
import { taxDocumentRoutes } from './routes/tax-documents.ts';

export const routes = {
  ...accountRoutes,
  ...authRoutes,
  ...billingRoutes,
  ...centreRoutes,
  ...childRoutes,
  ...dashboardRoutes,
  ...enrolmentRoutes,
  ...eventRoutes,
  ...galleryRoutes,
  ...healthRoutes,
  ...invitationRoutes,
  ...jobRoutes,
  ...parentAccountRoutes,
  ...passwordResetRoutes,
  ...roomRoutes,
  ...staffAccountRoutes,
  ...staffRoutes,
  ...systemRoutes,
  ...taxDocumentRoutes,
} satisfies Record<RouteKey, RouteSpec>;

export type Routes = typeof routes;
export type ApiRoute = keyof Routes;
