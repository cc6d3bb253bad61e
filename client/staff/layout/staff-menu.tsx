import { Bell, ChevronDown, LogOut, Settings, User } from 'lucide-react';
import { Link } from 'react-router';
import type { MeResponse } from '../../../contract/auth.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { initials } from '../../lib/format.ts';

const roleLabel = { director: 'Director', staff: 'Staff', parent: 'Parent' } as const;

interface StaffMenuProps {
  me: MeResponse;
  unreadCount: number | undefined;
  onOpenNotifications: () => void;
  onLogout: () => void;
}

/** The desktop account menu: who is signed in, and where their own things are. */
export function StaffMenu({ me, unreadCount, onOpenNotifications, onLogout }: StaffMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-1.5 px-2">
          <span
            className="grid size-8 place-items-center rounded-full bg-blue-700 text-xs font-semibold text-white"
            aria-hidden="true"
          >
            {initials(me.displayName)}
          </span>
          <span className="sr-only">Staff Menu</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel>
          <span className="block font-semibold text-slate-900">{me.displayName}</span>
          <span className="block truncate text-slate-700">{me.email}</span>
          <span className="mt-1 block text-xs text-slate-600">{roleLabel[me.role]}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onOpenNotifications}>
          <Bell aria-hidden="true" />
          Notifications
          {unreadCount ? (
            <Badge variant="count" className="ml-auto">
              {unreadCount}
            </Badge>
          ) : null}
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <User aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
