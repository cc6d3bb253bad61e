import type { relationships } from '../../../contract/enums.ts';
import { msg } from '../../i18n/i18n.ts';

/** The stored relationship words (contract `relationships`) as labels. */
export const relationshipLabels: Record<(typeof relationships)[number], string> = {
  parent: msg('children.relationship.parent'),
  guardian: msg('children.relationship.guardian'),
  grandparent: msg('children.relationship.grandparent'),
  other: msg('children.relationship.other'),
};
