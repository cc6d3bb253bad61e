import type { ComponentType } from 'react';
import {
  Outlet,
  ScrollRestoration,
  createBrowserRouter,
  useLoaderData,
  useNavigate,
} from 'react-router';
import type { RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { CentreInfoResponse } from '../contract/centre.ts';
import { FollowLinkContext } from './app/app-link.tsx';
import { DemoNotice } from './app/demo-notice.tsx';
import { NotFoundPage } from './app/not-found-page.tsx';
import { ParentBillingRedirect } from './app/parent-billing-redirect.tsx';
import { PageLoading } from './app/page-loading.tsx';
import { TextsGate } from './app/texts-gate.tsx';
import { RequirePortal, SignedOutOnly } from './app/route-guards.tsx';
import { RouteErrorPage } from './app/route-error-page.tsx';
import { screenData } from './app/screen-data.ts';
import { currentUser } from './lib/current-user.ts';
import { loadCentre } from './lib/public-centre.ts';

/**
 * Loads a screen's module only when its route is visited. Each import() is its own chunk, so
 * a parent never downloads staff screens and staff never download parent screens.
 */
function screen<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: (await load())[name] });
}

/** The staff dashboard's first requests, started beside its chunk. */
const dashboardData = screenData('staff', () => import('./staff/dashboard/first-requests.ts'));

const staffScreens: RouteObject[] = [
  {
    path: '/',
    lazy: screen(() => import('./staff/dashboard/dashboard-page.tsx'), 'DashboardPage'),
    loader: dashboardData,
  },
  {
    path: '/dashboard',
    lazy: screen(() => import('./staff/dashboard/dashboard-page.tsx'), 'DashboardPage'),
    loader: dashboardData,
  },
  {
    path: '/children',
    lazy: screen(() => import('./staff/children/children-page.tsx'), 'ChildrenPage'),
  },
  {
    path: '/children/:id/milestones',
    lazy: screen(
      () => import('./staff/milestones/child-milestones-page.tsx'),
      'ChildMilestonesPage',
    ),
  },
  {
    path: '/milestones',
    lazy: screen(() => import('./staff/milestones/room-milestones-page.tsx'), 'RoomMilestonesPage'),
  },
  {
    path: '/room-day',
    lazy: screen(() => import('./staff/room-day/room-day-page.tsx'), 'RoomDayPage'),
  },
  {
    path: '/children/:id/health',
    lazy: screen(() => import('./staff/health/child-health-page.tsx'), 'ChildHealthPage'),
  },
  {
    path: '/health',
    lazy: screen(() => import('./staff/health/health-page.tsx'), 'HealthPage'),
  },
  {
    path: '/milestones/catalogue',
    lazy: screen(
      () => import('./staff/milestone-catalogue/milestone-catalogue-page.tsx'),
      'MilestoneCataloguePage',
    ),
  },
  {
    path: '/enroll-child',
    lazy: screen(() => import('./staff/enrolment/enroll-child-page.tsx'), 'EnrollChildPage'),
  },
  {
    path: '/consent-confirmation/:childId',
    lazy: screen(
      () => import('./staff/enrolment/consent-confirmation-page.tsx'),
      'ConsentConfirmationPage',
    ),
  },
  {
    path: '/parent-invite/:childId',
    lazy: screen(() => import('./staff/enrolment/parent-invite-page.tsx'), 'ParentInvitePage'),
  },
  {
    path: '/staff',
    lazy: screen(
      () => import('./staff/staff-management/staff-management-page.tsx'),
      'StaffManagementPage',
    ),
  },
  {
    path: '/parent-management',
    lazy: screen(
      () => import('./staff/parent-management/parent-management-page.tsx'),
      'ParentManagementPage',
    ),
  },
  {
    path: '/cameras',
    lazy: screen(() => import('./staff/cameras/cameras-page.tsx'), 'CamerasPage'),
  },
  {
    path: '/gallery-management',
    lazy: screen(
      () => import('./staff/gallery/gallery-management-page.tsx'),
      'GalleryManagementPage',
    ),
  },
  {
    path: '/tax-documents-management',
    lazy: screen(
      () => import('./staff/tax-documents/tax-documents-management-page.tsx'),
      'TaxDocumentsManagementPage',
    ),
  },
  {
    path: '/billing',
    lazy: screen(() => import('./staff/billing/billing-page.tsx'), 'BillingPage'),
  },
  {
    path: '/billing/accounts/:id',
    lazy: screen(() => import('./staff/billing/account-page.tsx'), 'BillingAccountPage'),
  },
  {
    path: '/billing/settings',
    lazy: screen(() => import('./staff/billing/settings-page.tsx'), 'BillingSettingsPage'),
  },
  {
    path: '/reports',
    lazy: screen(() => import('./staff/reports/reports-page.tsx'), 'ReportsPage'),
  },
  {
    path: '/messages',
    lazy: screen(() => import('./staff/messages/messages-page.tsx'), 'MessagesPage'),
  },
  {
    path: '/profile',
    lazy: screen(() => import('./staff/profile/profile-page.tsx'), 'ProfilePage'),
  },
  {
    path: '/settings',
    lazy: screen(() => import('./staff/settings/settings-page.tsx'), 'SettingsPage'),
  },
  {
    path: '/setup',
    lazy: screen(() => import('./staff/setup/setup-page.tsx'), 'SetupPage'),
  },
  {
    path: '/settings/rooms',
    lazy: screen(() => import('./staff/rooms/rooms-page.tsx'), 'RoomsPage'),
  },
];

const parentScreens: RouteObject[] = [
  {
    path: '/parent-dashboard',
    lazy: screen(
      () => import('./parent/dashboard/parent-dashboard-page.tsx'),
      'ParentDashboardPage',
    ),
    loader: screenData('parent', () => import('./parent/dashboard/first-requests.ts')),
  },
];

type RootData = { centre: CentreInfoResponse | null };

/**
 * Every page's first two answers, asked beside the first screen's chunks: the centre (for the
 * demo notice) and who is signed in (for the route guards). The first screen shows with both
 * in place, so nothing moves when they arrive. Asked once per page: later navigations keep
 * them (the guards follow the session as it changes).
 */
async function rootData(): Promise<RootData> {
  const [centre] = await Promise.all([
    loadCentre().catch(() => null),
    currentUser().catch(() => undefined),
  ]);
  return { centre };
}

function Root() {
  const { centre } = useLoaderData<RootData>();
  // The sign-in pages' links (AppLink) go through the router here.
  return (
    <FollowLinkContext value={useNavigate()}>
      <ScrollRestoration />
      <DemoNotice centre={centre} />
      <Outlet />
    </FollowLinkContext>
  );
}

/** Spec section 2, route table; guards from PRODUCT.md (the spec's prototype had none). */
export const router = createBrowserRouter([
  {
    Component: Root,
    loader: rootData,
    shouldRevalidate: () => false,
    HydrateFallback: PageLoading,
    errorElement: <RouteErrorPage />,
    children: [
      {
        Component: SignedOutOnly,
        children: [
          {
            path: '/login',
            lazy: screen(() => import('./auth/staff-login-page.tsx'), 'StaffLoginPage'),
          },
          {
            path: '/parent-login',
            lazy: screen(() => import('./auth/parent-login-page.tsx'), 'ParentLoginPage'),
          },
          {
            // Its texts (and the errors') travel in the shared part, which loads beside the
            // sign-in page's: by the time the link is followed it is usually there.
            element: <TextsGate part="shared" />,
            children: [
              {
                path: '/forgot-password',
                lazy: screen(() => import('./auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
              },
            ],
          },
        ],
      },
      {
        // Open to anyone holding a link, signed in or not: setting the password ends every
        // session of the account, this browser's too.
        element: <TextsGate part="shared" />,
        children: [
          {
            path: '/reset-password',
            lazy: screen(() => import('./auth/reset-password-page.tsx'), 'ResetPasswordPage'),
          },
          {
            // The door kiosk (decision 070): a paired tablet's own page, with no person
            // signed in; its device cookie reaches the kiosk's routes alone.
            path: '/kiosk',
            lazy: screen(() => import('./kiosk/kiosk-page.tsx'), 'KioskPage'),
          },
          {
            // A staff member's invitation: they choose a password and land signed in.
            path: '/staff-invitation',
            lazy: screen(() => import('./auth/staff-invitation-page.tsx'), 'StaffInvitationPage'),
          },
        ],
      },
      // The parent dashboard's billing view (?view=billing) under its older address.
      { path: '/parent-billing', Component: ParentBillingRedirect },
      {
        // The query cache, for registration and the portals: loaded beside their chunks.
        lazy: screen(() => import('./app/query-root.tsx'), 'QueryRoot'),
        children: [
          {
            path: '/parent-register',
            element: <TextsGate part="parent" />,
            children: [
              {
                index: true,
                lazy: screen(
                  () => import('./parent/registration/registration-page.tsx'),
                  'RegistrationPage',
                ),
              },
            ],
          },
          {
            element: <RequirePortal portal="staff" />,
            children: [
              {
                element: <TextsGate part="staff" />,
                children: [
                  {
                    lazy: screen(() => import('./staff/layout/staff-layout.tsx'), 'StaffLayout'),
                    children: staffScreens,
                  },
                ],
              },
            ],
          },
          {
            element: <RequirePortal portal="parent" />,
            children: [
              {
                element: <TextsGate part="parent" />,
                children: [
                  {
                    lazy: screen(() => import('./parent/layout/parent-layout.tsx'), 'ParentLayout'),
                    children: parentScreens,
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);

/**
 * The app with its routes, which the entry (main.tsx) loads on its own: every page but the
 * sign-in pages, and those once someone signs in there (decision 074).
 */
export function RouterApp() {
  return <RouterProvider router={router} />;
}
