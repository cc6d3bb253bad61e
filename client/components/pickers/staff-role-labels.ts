import { msg } from '../../i18n/i18n.ts';

/** The job titles offered in the staff form (contract `staffRoles`) as labels: one table for every screen. */
const roleLabels: Record<string, string> = {
  'Lead Teacher': msg('pickers.role.leadTeacher'),
  'Assistant Teacher': msg('pickers.role.assistantTeacher'),
  Nurse: msg('pickers.role.nurse'),
  Director: msg('pickers.role.director'),
  'Support Staff': msg('pickers.role.supportStaff'),
};

/**
 * A job title as shown: the offered titles in the reader's language, any other title (job
 * titles are free text on the server) as it was typed. The stored title stays English.
 */
export function roleLabel(role: string, t: (id: string) => string): string {
  const label = roleLabels[role];
  return label ? t(label) : role;
}
