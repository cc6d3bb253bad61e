import { type DocumentType, documentTypes } from '../../contract/enums.ts';
import { msg, t } from '../i18n/i18n.ts';

/** The six document types in the spec's order (section 4): the upload's select lists them. */
export const documentTypeIds = Object.keys(documentTypes) as DocumentType[];

/** Their labels (both portals show them; namespace taxDocumentTypes, in the shared part). */
const documentTypeLabels: Record<DocumentType, string> = {
  '1099': msg('taxDocumentTypes.1099'),
  tax_summary: msg('taxDocumentTypes.tax_summary'),
  payment_receipt: msg('taxDocumentTypes.payment_receipt'),
  year_end_statement: msg('taxDocumentTypes.year_end_statement'),
  dependent_care_assistance: msg('taxDocumentTypes.dependent_care_assistance'),
  other: msg('taxDocumentTypes.other'),
};

export const isDocumentType = (value: string): value is DocumentType =>
  Object.hasOwn(documentTypes, value);

/** A document's type in the reader's language; a type this build does not know, as stored. */
export function documentTypeLabel(type: string): string {
  return isDocumentType(type) ? t(documentTypeLabels[type]) : type;
}
