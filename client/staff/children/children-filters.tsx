import { Search } from 'lucide-react';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';
import { type RoomFilter, roomFilters } from './children-filter.ts';

interface ChildrenFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  room: RoomFilter;
  onRoom: (value: RoomFilter) => void;
}

export function ChildrenFilters({ search, onSearch, room, onRoom }: ChildrenFiltersProps) {
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-1.5">
        <Label htmlFor="children-search">Search children</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id="children-search"
            type="search"
            placeholder="Search by name..."
            className="pl-9"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
      </div>
      <div className="space-y-1.5 sm:w-56">
        <Label htmlFor="children-room">Room</Label>
        <select
          id="children-room"
          value={room}
          onChange={(event) => onRoom(event.target.value as RoomFilter)}
          className={cn(
            'block h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 sm:text-sm',
            'focus-visible:border-blue-600 focus-visible:ring-2 focus-visible:ring-blue-600/40 focus-visible:outline-none',
          )}
        >
          {roomFilters.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
