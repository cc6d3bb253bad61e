import type { TextPart } from './i18n/i18n.ts';

/**
 * The screens people open first: the modules each needs beyond the entry script (the router
 * app, its layout and its page, as client/router.tsx loads them; a sign-in page alone, as
 * main.tsx shows it without the router: decision 074), and the parts of the reader's language it
 * shows. The build writes a copy of the app's page for each address with those modules
 * preloaded, and lists each language's part files beside it (scripts/route-pages.mjs); the
 * server sends that page there with the reader's language preloaded too
 * (server/plugins/client-app.ts): the browser fetches the screen's code and texts beside the
 * entry instead of after it. A module that is not in the build fails it.
 */
export type RoutePreload = { modules: string[]; texts: TextPart[] };

const staffHome: RoutePreload = {
  modules: [
    'router.tsx',
    'staff/layout/staff-layout.tsx',
    'staff/dashboard/dashboard-page.tsx',
    'staff/dashboard/first-requests.ts',
  ],
  texts: ['start', 'shared', 'staff'],
};

export const routePreloads: Record<string, RoutePreload> = {
  '/login': { modules: ['auth/staff-login-page.tsx'], texts: ['start'] },
  '/parent-login': { modules: ['auth/parent-login-page.tsx'], texts: ['start'] },
  '/': staffHome,
  '/dashboard': staffHome,
  '/parent-dashboard': {
    modules: [
      'router.tsx',
      'parent/layout/parent-layout.tsx',
      'parent/dashboard/parent-dashboard-page.tsx',
      'parent/dashboard/first-requests.ts',
    ],
    texts: ['start', 'shared', 'parent'],
  },
};
