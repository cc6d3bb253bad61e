import { msg } from '../../i18n/i18n.ts';

/** The stored relationship words (contract `relationships`) as labels. */
export const guardianRelationshipLabels: Record<string, string> = {
  parent: msg('children.relationship.parent'),
  guardian: msg('children.relationship.guardian'),
  grandparent: msg('children.relationship.grandparent'),
  other: msg('children.relationship.other'),
};
