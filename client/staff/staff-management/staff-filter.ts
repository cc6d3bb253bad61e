import type { StaffResponse } from '../../../contract/staff.ts';
import { msg } from '../../i18n/i18n.ts';
import { fullName } from '../../lib/format.ts';

/** The spec's role filter: All Roles, Teachers, Nurses, Directors (labels are message ids). */
export const roleFilters = [
  { value: 'all', label: msg('staffManagement.filter.all') },
  { value: 'teachers', label: msg('staffManagement.filter.teachers') },
  { value: 'nurses', label: msg('staffManagement.filter.nurses') },
  { value: 'directors', label: msg('staffManagement.filter.directors') },
] as const;
export type RoleFilter = (typeof roleFilters)[number]['value'];

// Job titles are free text ('Lead Teacher', 'Assistant Teacher'): match by the word in them.
const roleWord: Record<Exclude<RoleFilter, 'all'>, string> = {
  teachers: 'teacher',
  nurses: 'nurse',
  directors: 'director',
};

export const isTeacher = (member: StaffResponse) => member.role.toLowerCase().includes('teacher');

/** Search by name or job title (any letter case), then the role filter. */
export function filterStaff(
  staff: readonly StaffResponse[],
  search: string,
  role: RoleFilter,
): StaffResponse[] {
  const query = search.trim().toLowerCase();
  return staff.filter((member) => {
    const matchesSearch =
      query === '' ||
      fullName(member).toLowerCase().includes(query) ||
      member.role.toLowerCase().includes(query);
    const matchesRole = role === 'all' || member.role.toLowerCase().includes(roleWord[role]);
    return matchesSearch && matchesRole;
  });
}

/** The four stat cards: Teachers are titles containing 'teacher'; Support Staff all others. */
export function staffStats(staff: readonly StaffResponse[]) {
  const teachers = staff.filter(isTeacher).length;
  return {
    total: staff.length,
    onDuty: staff.filter((member) => member.isOnDuty).length,
    teachers,
    support: staff.length - teachers,
  };
}
