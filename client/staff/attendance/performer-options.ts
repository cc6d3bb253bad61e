import type { ChildResponse } from '../../../contract/children.ts';
import { relationships } from '../../../contract/enums.ts';
import { msg, t } from '../../i18n/i18n.ts';

export const staffMember = 'Staff Member';
export const otherGuardian = 'Other Authorized Guardian';
const emergencyContactSuffix = ' (emergency contact)';

// Enrolment stores 'TBD…' until the parent registers: not a person to pick.
const known = (text: string) => text.trim() !== '' && !/^TBD\b/i.test(text.trim());

/** 'Grace Kim - (555) 310-0001' → 'Grace Kim': the option names the person, not the number. */
export function emergencyContactName(contact: string): string {
  return (contact.split(/\s+[-–]\s+/)[0] ?? '').trim();
}

/**
 * Who may be dropping the child off or picking them up (spec: the parent with their
 * relationship, the emergency contact, 'Staff Member', 'Other Authorized Guardian'). The
 * chosen text is what the attendance record keeps as checkInBy / checkOutBy: it stays in
 * English; `performerLabel` says it in the reader's language.
 */
export function performerOptions(
  child: Pick<ChildResponse, 'parentName' | 'relationship' | 'emergencyContact'>,
): string[] {
  const options: string[] = [];
  if (known(child.parentName))
    options.push(`${child.parentName.trim()} (${child.relationship.trim() || 'parent'})`);
  const contact = emergencyContactName(child.emergencyContact);
  if (known(contact)) options.push(`${contact}${emergencyContactSuffix}`);
  options.push(staffMember, otherGuardian);
  return options;
}

const relationshipLabels: Record<(typeof relationships)[number], string> = {
  parent: msg('attendance.relationship.parent'),
  guardian: msg('attendance.relationship.guardian'),
  grandparent: msg('attendance.relationship.grandparent'),
  other: msg('attendance.relationship.other'),
};
const isRelationship = (word: string): word is (typeof relationships)[number] =>
  (relationships as readonly string[]).includes(word);

/**
 * A stored performer ('Staff Member', 'Grace Kim (emergency contact)', 'Ana Ruiz
 * (grandparent)') as the reader's language says it; a name typed otherwise as it is.
 */
export function performerLabel(stored: string): string {
  if (stored === staffMember) return t('attendance.performer.staffMember');
  if (stored === otherGuardian) return t('attendance.performer.otherGuardian');
  if (stored.endsWith(emergencyContactSuffix)) {
    const name = stored.slice(0, -emergencyContactSuffix.length);
    return t('attendance.performer.emergencyContact', { name });
  }
  const relative = /^(.*) \(([a-z]+)\)$/.exec(stored);
  if (relative && isRelationship(relative[2]!)) {
    return t('attendance.performer.relative', {
      name: relative[1],
      relationship: t(relationshipLabels[relative[2]]),
    });
  }
  return stored;
}
