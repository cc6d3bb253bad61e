import { errorResponse } from '../errors.ts';
import {
  taxDocument,
  taxFileParam,
  taxIdParam,
  taxListQuery,
  taxListResponse,
  taxSummary,
  taxSummaryQuery,
  taxUpdateRequest,
} from '../tax-documents.ts';
import { z } from '../zod.ts';
import { defineRoutes } from './define.ts';

const tag = 'tax documents';

/**
 * Tax documents (decision 024): directors upload them for every parent or for one parent
 * account; a parent lists and downloads only those.
 */
export const taxDocumentRoutes = defineRoutes({
  'GET /api/tax-documents': {
    operationId: 'listTaxDocuments',
    tag,
    summary: 'Tax documents the signed-in person may see, newest first (paged)',
    access: 'taxDocument.read',
    query: taxListQuery,
    paged: true,
    responses: { 200: taxListResponse, 400: errorResponse },
  },
  'GET /api/tax-documents/summary': {
    operationId: 'getTaxDocumentSummary',
    tag,
    summary: 'Counters, the years and types present, and how many match the filters',
    access: 'taxDocument.read',
    query: taxSummaryQuery,
    responses: { 200: taxSummary },
  },
  'POST /api/tax-documents': {
    operationId: 'uploadTaxDocument',
    tag,
    summary:
      'Upload a tax document (multipart: title, documentType, description, taxYear, isGlobal, parentId, then the file in "file")',
    access: 'taxDocument.manage',
    upload: true,
    responses: { 201: taxDocument, 400: errorResponse, 413: errorResponse, 415: errorResponse },
  },
  'PATCH /api/tax-documents/:id': {
    operationId: 'updateTaxDocument',
    tag,
    summary: 'Change a document’s title, description and tax year',
    access: 'taxDocument.manage',
    params: taxIdParam,
    body: taxUpdateRequest,
    responses: { 200: taxDocument, 404: errorResponse },
  },
  'DELETE /api/tax-documents/:id': {
    operationId: 'deleteTaxDocument',
    tag,
    summary: 'Delete a document and its file',
    access: 'taxDocument.manage',
    params: taxIdParam,
    responses: { 204: z.null().describe('Deleted'), 404: errorResponse },
  },
  'GET /uploads/tax-documents/:name': {
    operationId: 'downloadTaxDocument',
    tag,
    summary: 'Download a tax document (with its original file name)',
    access: 'taxDocument.download',
    params: taxFileParam,
    file: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/msword',
      'application/vnd.ms-excel',
    ],
    responses: { 404: errorResponse },
  },
});
