import { msg } from '../../i18n/i18n.ts';

/** The job titles offered in the form (contract `staffRoles`) as labels. */
const roleLabels: Record<string, string> = {
  'Lead Teacher': msg('staffManagement.role.leadTeacher'),
  'Assistant Teacher': msg('staffManagement.role.assistantTeacher'),
  Nurse: msg('staffManagement.role.nurse'),
  Director: msg('staffManagement.role.director'),
  'Support Staff': msg('staffManagement.role.supportStaff'),
};

/**
 * A job title as shown: the offered titles in the reader's language, any other title (job
 * titles are free text on the server) as it was typed. The stored title stays English.
 */
export function roleLabel(role: string, t: (id: string) => string): string {
  const label = roleLabels[role];
  return label ? t(label) : role;
}
