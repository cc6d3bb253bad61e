// Every API route, declared once (decision 057). The server registers each of them
// (server/lib/serve.ts refuses a route that is not here) and the client calls them by key;
// the client imports this module's types only, so no route's schemas reach the browser.
import type { RouteKey, RouteSpec } from './routes/define.ts';
import { accountRoutes } from './routes/account.ts';
import { activityRoutes } from './routes/activities.ts';
import { attendanceRoutes } from './routes/attendance.ts';
import { authRoutes } from './routes/auth.ts';
import { billingRoutes } from './routes/billing.ts';
import { cameraRoutes } from './routes/cameras.ts';
import { centreRoutes } from './routes/centre.ts';
import { childRoutes } from './routes/children.ts';
import { dailyReportRoutes } from './routes/daily-reports.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { enrolmentRoutes } from './routes/enrolment.ts';
import { eventRoutes } from './routes/events.ts';
import { galleryRoutes } from './routes/gallery.ts';
import { guardianRoutes } from './routes/guardians.ts';
import { handoverRoutes } from './routes/handover.ts';
import { healthRoutes } from './routes/health.ts';
import { healthRecordRoutes } from './routes/health-records.ts';
import { immunisationRoutes } from './routes/immunisations.ts';
import { incidentRoutes } from './routes/incidents.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { jobRoutes } from './routes/jobs.ts';
import { kioskRoutes } from './routes/kiosk.ts';
import { medicationRoutes } from './routes/medications.ts';
import { messageRoutes } from './routes/messages.ts';
import { milestoneRoutes } from './routes/milestones.ts';
import { parentAccountRoutes } from './routes/parent-accounts.ts';
import { parentOverviewRoutes } from './routes/parent-overview.ts';
import { reportRoutes } from './routes/reports.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { passkeyRoutes } from './routes/passkeys.ts';
import { roomRoutes } from './routes/rooms.ts';
import { roomLogRoutes } from './routes/room-log.ts';
import { staffAccountRoutes } from './routes/staff-accounts.ts';
import { staffRoutes } from './routes/staff.ts';
import { systemRoutes } from './routes/system.ts';
import { taxDocumentRoutes } from './routes/tax-documents.ts';
import { twoStepRoutes } from './routes/two-step.ts';

export const routes = {
  ...accountRoutes,
  ...activityRoutes,
  ...attendanceRoutes,
  ...authRoutes,
  ...billingRoutes,
  ...cameraRoutes,
  ...centreRoutes,
  ...childRoutes,
  ...dailyReportRoutes,
  ...dashboardRoutes,
  ...enrolmentRoutes,
  ...eventRoutes,
  ...galleryRoutes,
  ...guardianRoutes,
  ...handoverRoutes,
  ...healthRoutes,
  ...healthRecordRoutes,
  ...immunisationRoutes,
  ...incidentRoutes,
  ...invitationRoutes,
  ...jobRoutes,
  ...kioskRoutes,
  ...medicationRoutes,
  ...messageRoutes,
  ...milestoneRoutes,
  ...parentAccountRoutes,
  ...parentOverviewRoutes,
  ...reportRoutes,
  ...passwordResetRoutes,
  ...passkeyRoutes,
  ...roomRoutes,
  ...roomLogRoutes,
  ...staffAccountRoutes,
  ...staffRoutes,
  ...systemRoutes,
  ...taxDocumentRoutes,
  ...twoStepRoutes,
} satisfies Record<RouteKey, RouteSpec>;

export type Routes = typeof routes;
export type ApiRoute = keyof Routes;
