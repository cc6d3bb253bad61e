import { LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { MeResponse } from '../../../contract/auth.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { SheetContent } from '../../components/ui/sheet.tsx';
import { useT } from '../../i18n/use-t.ts';
import { cn } from '../../lib/cn.ts';
import {
  type NavLinkItem,
  isCurrent,
  linkName,
  mobileLinks,
  mobileMoreLinks,
  useAllowedLinks,
} from './nav-links.ts';

interface MobileMenuProps {
  me: MeResponse;
  unreadCount: number | undefined;
  /** The centre's public website ('Back to Main Page'), or '' when it has none. */
  website: string;
  onLogout: () => void;
}

/** Below the md breakpoint: a 'Staff Menu' button opening a full-height side panel. */
export function MobileMenu({ me, unreadCount, website, onLogout }: MobileMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const moreLinks = useAllowedLinks(mobileMoreLinks);

  const renderLink = (item: NavLinkItem) => {
    const current = isCurrent(pathname, item.to);
    return (
      <li key={item.to}>
        <Link
          to={item.to}
          onClick={() => setOpen(false)}
          aria-current={current ? 'page' : undefined}
          aria-label={linkName(item, unreadCount)}
          className={cn(
            'flex items-center justify-between rounded-md px-3 py-2.5 text-base font-medium',
            current ? 'bg-blue-50 text-blue-800' : 'text-slate-800 hover:bg-slate-100',
          )}
        >
          {t(item.label)}
          {item.unread && unreadCount ? <Badge variant="count">{unreadCount}</Badge> : null}
        </Link>
      </li>
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden">
          <Menu className="size-6" aria-hidden="true" />
          <span className="sr-only">{t('staffNav.staffMenu')}</span>
        </Button>
      </DialogTrigger>
      <SheetContent side="left">
        <DialogTitle className="text-lg font-semibold">{t('staffNav.staffMenu')}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-700">
          {t('staffNav.signedInAs', { name: me.displayName })}
          <span className="block truncate">{me.email}</span>
        </DialogDescription>
        <nav aria-label={t('staffNav.staffMenuNavigation')} className="mt-6 flex-1 space-y-6">
          <ul className="space-y-1">{mobileLinks.map(renderLink)}</ul>
          <ul className="space-y-1 border-t border-slate-200 pt-4">{moreLinks.map(renderLink)}</ul>
          {website ? (
            <ul className="space-y-1 border-t border-slate-200 pt-4">
              <li>
                <a
                  href={website}
                  className="flex items-center rounded-md px-3 py-2.5 text-base font-medium text-blue-700 hover:bg-slate-100"
                >
                  {t('staffNav.backToMainPage')}
                </a>
              </li>
            </ul>
          ) : null}
        </nav>
        <Button variant="outline" className="mt-6 w-full" onClick={onLogout}>
          <LogOut aria-hidden="true" />
          {t('staffNav.logout')}
        </Button>
      </SheetContent>
    </Dialog>
  );
}
