import { Link, useLocation } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { useT } from '../../i18n/use-t.ts';
import { cn } from '../../lib/cn.ts';
import { desktopLinks, isCurrent, linkName, useAllowedLinks } from './nav-links.ts';

export function DesktopNav({ unreadCount }: { unreadCount: number | undefined }) {
  const t = useT();
  const { pathname } = useLocation();
  const links = useAllowedLinks(desktopLinks);
  return (
    <nav
      aria-label={t('staffNav.navigationLabel')}
      className="hidden border-t border-slate-200 md:block"
    >
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4">
        {links.map((item) => {
          const current = isCurrent(pathname, item.to);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={current ? 'page' : undefined}
                aria-label={linkName(item, unreadCount)}
                className={cn(
                  'flex h-11 items-center gap-1.5 border-b-2 px-3 text-sm font-medium whitespace-nowrap',
                  current
                    ? 'border-blue-700 text-blue-800'
                    : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                {t(item.label)}
                {item.unread && unreadCount ? <Badge variant="count">{unreadCount}</Badge> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
