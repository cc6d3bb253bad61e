import {
  taxFieldsRequired,
  taxParentRequired,
  taxUploadFields,
} from '../../../contract/tax-documents.ts';
import { type FieldErrors, issuesByField } from './form-errors.ts';

/** The kinds the server accepts (it checks the bytes; the picker and this check help first). */
export const fileKinds = ['pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
export const acceptedFiles = fileKinds.map((kind) => `.${kind}`).join(',');
export const notADocumentFile = 'errors.notATaxDocumentFile';

export const uploadFields = [
  'title',
  'documentType',
  'description',
  'taxYear',
  'parentId',
  'file',
] as const;
export type UploadField = (typeof uploadFields)[number];

/** The Upload Document dialog's values as typed; `forAll` is the 'All parents' choice. */
export type UploadValues = {
  title: string;
  documentType: string;
  description: string;
  taxYear: string;
  forAll: boolean;
  parentId: string;
};

export type Checked =
  { ok: true; form: FormData } | { ok: false; errors: FieldErrors<UploadField>; missing: boolean };

const kindOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/**
 * Checks the values with the contract's own schema and the file's presence and kind, then
 * builds the multipart body: the text fields first, the file last (the server reads the
 * fields before it streams the file). `missing`: the spec's 'Please fill in all required
 * fields and select a file' applies (title, type or file absent).
 */
export function checkUpload(values: UploadValues, file: File | null): Checked {
  const text = {
    title: values.title,
    documentType: values.documentType,
    description: values.description,
    taxYear: values.taxYear,
    isGlobal: values.forAll ? 'true' : 'false',
    ...(values.forAll ? {} : { parentId: values.parentId }),
  };
  const parsed = taxUploadFields.safeParse(text);
  const errors: FieldErrors<UploadField> = parsed.success
    ? {}
    : issuesByField(parsed.error.issues, uploadFields);
  // The schema names the parent only once the rest is valid: say it at once.
  if (!values.forAll && !values.parentId) errors.parentId = taxParentRequired;
  if (!file) errors.file = taxFieldsRequired;
  else if (!(fileKinds as readonly string[]).includes(kindOf(file.name)))
    errors.file = notADocumentFile;
  if (!parsed.success || !file || Object.keys(errors).length > 0) {
    const missing = Object.values(errors).includes(taxFieldsRequired);
    return { ok: false, errors, missing };
  }
  const form = new FormData();
  const data = parsed.data;
  form.append('title', data.title);
  form.append('documentType', data.documentType);
  form.append('description', data.description);
  form.append('taxYear', String(data.taxYear));
  form.append('isGlobal', String(data.isGlobal));
  if (data.parentId !== null) form.append('parentId', String(data.parentId));
  form.append('file', file, file.name);
  return { ok: true, form };
}
