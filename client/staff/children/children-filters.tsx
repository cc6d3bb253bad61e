import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { RoomResponse } from '../../../contract/rooms.ts';
import { type RoomFilter, roomFilterOptions } from './children-filter.ts';

interface ChildrenFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  room: RoomFilter;
  onRoom: (value: RoomFilter) => void;
  /** The centre's current rooms (the spec's four until they arrive). */
  rooms: RoomResponse[] | undefined;
}

export function ChildrenFilters({ search, onSearch, room, onRoom, rooms }: ChildrenFiltersProps) {
  const t = useT();
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchField
        id="children-search"
        label={t('children.searchLabel')}
        placeholder={t('children.searchPlaceholder')}
        value={search}
        onChange={onSearch}
        className="flex-1 space-y-1.5"
      />
      <LabelledSelect
        id="children-room"
        label={t('children.room')}
        value={room}
        options={roomFilterOptions(rooms).map((option) => ({
          value: option.value,
          label: option.translate ? t(option.label) : option.label,
        }))}
        onChange={onRoom}
        className="space-y-1.5 sm:w-56"
      />
    </div>
  );
}
