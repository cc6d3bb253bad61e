import type { ChildResponse } from '../../../contract/children.ts';

export const staffMember = 'Staff Member';
export const otherGuardian = 'Other Authorized Guardian';

// Enrolment stores 'TBD…' until the parent registers: not a person to pick.
const known = (text: string) => text.trim() !== '' && !/^TBD\b/i.test(text.trim());

/** 'Grace Kim - (555) 310-0001' → 'Grace Kim': the option names the person, not the number. */
export function emergencyContactName(contact: string): string {
  return (contact.split(/\s+[-–]\s+/)[0] ?? '').trim();
}

/**
 * Who may be dropping the child off or picking them up (spec: the parent with their
 * relationship, the emergency contact, 'Staff Member', 'Other Authorized Guardian'). The
 * chosen text is what the attendance record keeps as checkInBy / checkOutBy.
 */
export function performerOptions(
  child: Pick<ChildResponse, 'parentName' | 'relationship' | 'emergencyContact'>,
): string[] {
  const options: string[] = [];
  if (known(child.parentName))
    options.push(`${child.parentName.trim()} (${child.relationship.trim() || 'parent'})`);
  const contact = emergencyContactName(child.emergencyContact);
  if (known(contact)) options.push(`${contact} (emergency contact)`);
  options.push(staffMember, otherGuardian);
  return options;
}
