import type { TaxDocument } from '../../../contract/tax-documents.ts';
import { t } from '../../i18n/i18n.ts';

/**
 * The Assigned To column (spec): 'All Parents' for a global document, else the parent's name,
 * or 'Unknown Parent' when the account it was for is gone (the server sends no name then).
 */
export function assignedTo(doc: Pick<TaxDocument, 'isGlobal' | 'parentName'>): string {
  if (doc.isGlobal) return t('taxDocumentsManagement.allParents');
  return doc.parentName ?? t('taxDocumentsManagement.unknownParent');
}
