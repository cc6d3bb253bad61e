import { type ChildResponse, parentPlaceholder } from '../../../contract/children.ts';

/** The parent contact enrolment already knows, without the 'TBD' placeholders. */
export function knownContact(child: ChildResponse) {
  const known = (value: string) => (value === parentPlaceholder ? '' : value);
  return { email: known(child.parentEmail), phoneNumber: known(child.parentPhone) };
}
