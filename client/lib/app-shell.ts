import { useEffect } from 'react';

/**
 * Registers the service worker the build writes (vite-plugin-pwa): it keeps the app shell,
 * so the installed staff app opens without a connection. Only once someone is signed in to
 * the staff portal (a parent's phone never downloads the staff app), after the page has
 * loaded so it never competes with the first screen, and in the built app only (the dev
 * server has none). A browser that refuses it (private mode, no HTTPS) goes on without it.
 */
export function useAppShell(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
}
