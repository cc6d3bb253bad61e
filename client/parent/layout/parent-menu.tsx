import { ChevronDown, LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router';
import type { MeResponse } from '../../../contract/auth.ts';
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

interface ParentMenuProps {
  me: MeResponse;
  onSignOut: () => void;
}

export function ParentMenu({ me, onSignOut }: ParentMenuProps) {
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
          <span className="sr-only">Parent Menu</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel>
          <span className="block font-semibold text-slate-900">{me.displayName}</span>
          <span className="block truncate text-slate-700">{me.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          {/* Account settings is a view of the parent dashboard (spec), kept in the URL. */}
          <Link to="/parent-dashboard?view=settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
