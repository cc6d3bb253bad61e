/**
 * The screens people open first, and the modules each needs beyond the entry script (its
 * layout and its page), as client/router.tsx loads them. The build writes a copy of the
 * app's page for each address with those modules preloaded (scripts/route-pages.mjs), and
 * the server sends it there (server/plugins/client-app.ts): the browser fetches the screen's
 * code beside the entry instead of after it. A module that is not in the build fails it.
 */
export const routePreloads: Record<string, string[]> = {
  '/login': ['auth/staff-login-page.tsx'],
  '/parent-login': ['auth/parent-login-page.tsx'],
  '/': ['staff/layout/staff-layout.tsx', 'staff/dashboard/dashboard-page.tsx'],
  '/dashboard': ['staff/layout/staff-layout.tsx', 'staff/dashboard/dashboard-page.tsx'],
  '/parent-dashboard': [
    'parent/layout/parent-layout.tsx',
    'parent/dashboard/parent-dashboard-page.tsx',
  ],
};
