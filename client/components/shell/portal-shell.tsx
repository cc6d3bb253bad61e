import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useSettings } from '../../lib/settings.ts';
import { Logo } from '../ui/logo.tsx';
import { useT } from '../../i18n/use-t.ts';

interface PortalShellProps {
  /** Where the logo leads. */
  home: string;
  /** Wide for the staff portal's tables, narrower for the parent portal. */
  width: 'max-w-7xl' | 'max-w-5xl';
  /** The header's right-hand side: messages and the account menu. */
  actions: ReactNode;
  /** Under the header's top row: the staff portal's navigation bar. */
  nav?: ReactNode;
  /** After <main>: dialogs the header opens. */
  children?: ReactNode;
}

/** The frame around every screen of a portal: skip link, header, and the page in <main>. */
export function PortalShell({ home, width, actions, nav, children }: PortalShellProps) {
  // Reading the settings applies the user's theme across the portal.
  useSettings();
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('common.skipToContent')}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className={cn('mx-auto flex h-16 items-center justify-between gap-4 px-4', width)}>
          <Link to={home} className="min-w-0">
            <Logo />
          </Link>
          {actions}
        </div>
        {nav}
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className={cn('mx-auto w-full flex-1 px-4 py-8 outline-none', width)}
      >
        <Outlet />
      </main>
      {children}
    </div>
  );
}
