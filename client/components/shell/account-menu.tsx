import { ChevronDown, LogOut, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MeResponse } from '../../../contract/auth.ts';
import { routeUrl } from '../../lib/api.ts';
import { Button } from '../ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { InitialsAvatar } from '../ui/initials-avatar.tsx';

interface AccountMenuProps {
  me: MeResponse;
  /** The button's name ('Staff Menu'). Each portal says its own, so no chunk holds both. */
  label: string;
  /** A line under the e-mail (the staff member's role). */
  detail?: ReactNode;
  /** The portal's own items, between who is signed in and signing out. */
  children: ReactNode;
  signOutLabel: string;
  onSignOut: () => void;
}

/**
 * Both portals' account menu: who is signed in, the portal's items, then sign out. The
 * button shows the person's profile photo, or their initials without one.
 */
export function AccountMenu(props: AccountMenuProps) {
  const { me, label, detail, children, signOutLabel, onSignOut } = props;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-1.5 px-2">
          {me.photo ? (
            // Decorative like the initials: the button is named by `label`.
            <img
              src={routeUrl('GET /api/profile/photo', { query: { v: String(me.photo) } })}
              alt=""
              width={32}
              height={32}
              className="size-8 shrink-0 rounded-full object-cover"
            />
          ) : (
            <InitialsAvatar
              name={me.displayName}
              className="size-8 bg-blue-700 text-xs text-white"
            />
          )}
          <span className="sr-only">{label}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel>
          <span className="block font-semibold text-slate-900">{me.displayName}</span>
          <span className="block truncate text-slate-700">{me.email}</span>
          {detail ? <span className="mt-1 block text-xs text-slate-600">{detail}</span> : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {children}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          {signOutLabel}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** An AccountMenu item that goes to a page. */
export function AccountMenuLink(props: { to: string; icon: LucideIcon; children: ReactNode }) {
  const { to, icon: Icon, children } = props;
  return (
    <DropdownMenuItem asChild>
      <Link to={to}>
        <Icon aria-hidden="true" />
        {children}
      </Link>
    </DropdownMenuItem>
  );
}
