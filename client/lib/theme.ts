import type { themes } from '../../contract/settings.ts';

export type Theme = (typeof themes)[number];

const storageKey = 'theme';
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');
let stopFollowingSystem: (() => void) | undefined;

function setDark(dark: boolean) {
  document.documentElement.classList.toggle('dark', dark);
}

/**
 * Applies a theme to the whole app at once. The server keeps the user's choice; a copy in
 * localStorage applies it before the first fetch, so a dark-theme user sees no white flash.
 */
export function applyTheme(theme: Theme): void {
  stopFollowingSystem?.();
  stopFollowingSystem = undefined;
  try {
    localStorage.setItem(storageKey, theme);
  } catch {
    // Private mode: the server's copy still applies after sign-in.
  }
  if (theme !== 'system') return setDark(theme === 'dark');
  const media = darkQuery();
  setDark(media.matches);
  const follow = (e: MediaQueryListEvent) => setDark(e.matches);
  media.addEventListener('change', follow);
  stopFollowingSystem = () => media.removeEventListener('change', follow);
}

export function applyStoredTheme(): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(storageKey);
  } catch {
    stored = null;
  }
  applyTheme(stored === 'light' || stored === 'dark' ? stored : 'system');
}
