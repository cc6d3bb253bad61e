import {
  cursorParam,
  lineText,
  multiLineText,
  oneLine,
  pageLimit,
  recordId,
  searchParam,
  selectedId,
} from './common.ts';
import { documentTypes, type DocumentType } from './enums.ts';
import { z } from './zod.ts';

/**
 * Tax documents (issue 12, decision 024): pdf, doc, docx, xls or xlsx files, recognised by
 * their bytes, for all parents (`isGlobal`) or one parent account (`parentId`). A parent
 * lists and downloads only those; the session decides, a `parentId` parameter never widens
 * it. `filePath` (/uploads/tax-documents/…) downloads the file with its original name.
 */

export const taxFieldsRequired = 'errors.taxFieldsRequired';
export const taxYearRange = 'errors.taxYearRange';
export const taxParentRequired = 'errors.taxParentRequired';
export const minTaxYear = 2000;
export const maxTaxYear = 2030;

const documentTypeIds = Object.keys(documentTypes) as [DocumentType, ...DocumentType[]];
export const documentType = z.enum(documentTypeIds, { error: taxFieldsRequired });

const title = lineText(taxFieldsRequired)
  .min(1, { error: taxFieldsRequired })
  .max(200, { error: 'errors.titleTooLong' });
const description = multiLineText().max(5000, { error: 'errors.descriptionTooLong' });
export const taxYear = z.coerce
  .number({ error: taxYearRange })
  .int({ error: taxYearRange })
  .min(minTaxYear, { error: taxYearRange })
  .max(maxTaxYear, { error: taxYearRange });

/**
 * POST /api/tax-documents's text fields (multipart, before the file). `isGlobal` 'true' is
 * for every parent; otherwise `parentId` names the parent account it is for.
 */
export const taxUploadFields = z
  .object({
    title,
    documentType,
    description: description.default(''),
    taxYear,
    isGlobal: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    parentId: z.string().optional(),
  })
  .transform((fields, ctx) => {
    if (fields.isGlobal) return { ...fields, parentId: null };
    const parentId = selectedId(taxParentRequired).safeParse(fields.parentId);
    if (!parentId.success) {
      ctx.addIssue({ code: 'custom', message: taxParentRequired, path: ['parentId'] });
      return z.NEVER;
    }
    return { ...fields, parentId: parentId.data };
  });
export type TaxUploadFields = z.input<typeof taxUploadFields>;

/** PATCH /api/tax-documents/{id}: the Edit dialog's fields. */
export const taxUpdateRequest = z.object({
  title,
  description: description.default(''),
  taxYear,
});
export type TaxUpdateRequest = z.input<typeof taxUpdateRequest>;

export const taxListQuery = z.object({
  /** The spec's parent screen sends it; the session decides whose documents are listed. */
  parentId: oneLine(z.string()).max(20).optional(),
  /** Case-insensitive substring of the title or the description. */
  search: searchParam.optional(),
  year: taxYear.optional(),
  type: z.enum(documentTypeIds, { error: 'errors.taxDocumentType' }).optional(),
  before: cursorParam.optional(),
  limit: pageLimit(50),
});
export type TaxListQuery = z.output<typeof taxListQuery>;

export const taxDocument = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  documentType: documentType,
  taxYear: z.number().int(),
  /** The name the file had on the uploader's device; the download keeps it. */
  fileName: z.string(),
  /** The download: /uploads/tax-documents/{timestamp}-{random}.{pdf|doc|docx|xls|xlsx}. */
  filePath: z.string(),
  fileSize: z.number().int(),
  isGlobal: z.boolean(),
  parentId: z.number().int().nullable(),
  /** Staff: the parent's name; null for a global document or an account that is gone. */
  parentName: z.string().nullable(),
  uploadedBy: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TaxDocument = z.infer<typeof taxDocument>;
export const taxListResponse = z.array(taxDocument);

/**
 * The counters of both screens, over what the signed-in person may see: every document,
 * global ones, parent-specific ones, this tax year's (the centre's current year), those
 * matching the list's filters, and the years and types present (the parent's filters).
 */
export const taxSummary = z.object({
  total: z.number().int(),
  global: z.number().int(),
  parentSpecific: z.number().int(),
  currentYear: z.number().int(),
  matching: z.number().int(),
  years: z.array(z.number().int()),
  types: z.array(documentType),
});
export type TaxSummary = z.infer<typeof taxSummary>;
export const taxSummaryQuery = taxListQuery.omit({ before: true, limit: true });

export const taxIdParam = z.object({ id: recordId });
export const taxFileParam = z.object({ name: z.string().max(100) });
