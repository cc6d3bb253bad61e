import { I18nProvider } from '@lingui/react';
import { type ComponentType, type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SignInEntry } from './app/sign-in-entry.tsx';
import { ToastHost } from './components/ui/toast-host.tsx';
import { activateLanguage, i18n, startLanguage } from './i18n/i18n.ts';
import { mayBeSignedIn } from './lib/current-user.ts';
import { loadCentre } from './lib/public-centre.ts';
import { applyStoredTheme } from './lib/theme.ts';
import './styles.css';

/**
 * The pages a signed-out person opens first, shown without React Router (decision 074). Each
 * is its own chunk, which the page preloads (route-preloads.ts), as the router would load it.
 */
const signInPages: Record<string, () => Promise<ComponentType>> = {
  '/login': () => import('./auth/staff-login-page.tsx').then((m) => m.StaffLoginPage),
  '/parent-login': () => import('./auth/parent-login-page.tsx').then((m) => m.ParentLoginPage),
};

/**
 * A sign-in page when nobody can be signed in (no signed-in hint: the guards would let them
 * stay there), with the centre for its demo notice; anything else is the router app's, whose
 * route table starts loading the first screen's chunk and the session as it loads.
 */
async function firstScreen(): Promise<ReactNode> {
  const signInPage = mayBeSignedIn() ? undefined : signInPages[location.pathname];
  if (!signInPage) {
    const { RouterApp } = await import('./router.tsx');
    return <RouterApp />;
  }
  const [Page, centre] = await Promise.all([signInPage(), loadCentre().catch(() => null)]);
  return <SignInEntry page={<Page />} centre={centre} />;
}

applyStoredTheme();
// The first screen's code and the language's texts load side by side.
const [screen] = await Promise.all([firstScreen(), activateLanguage(startLanguage(), true)]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The page's own logo, shown while this code loaded, gives way to the app.
container.replaceChildren();

createRoot(container).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      {screen}
      <ToastHost />
    </I18nProvider>
  </StrictMode>,
);
