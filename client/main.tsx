import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ToastHost } from './components/ui/toast-host.tsx';
import { activateLanguage, i18n, startLanguage } from './i18n/i18n.ts';
import { applyStoredTheme } from './lib/theme.ts';
import { router } from './router.tsx';
import './styles.css';

applyStoredTheme();
// The router has already started loading the first screen's chunk; its texts load beside it.
await activateLanguage(startLanguage(), true);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The page's own logo, shown while this code loaded, gives way to the app.
container.replaceChildren();

createRoot(container).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
      <ToastHost />
    </I18nProvider>
  </StrictMode>,
);
