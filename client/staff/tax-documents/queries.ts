import { useMutation } from '@tanstack/react-query';
import type { TaxUpdateRequest } from '../../../contract/tax-documents.ts';
import { call } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

// Every change refreshes the list and the counters (both under the taxDocuments key).

/** The upload's form: text fields first, then the file (the server reads them in order). */
export function useUploadTaxDocument() {
  return useMutation({
    mutationFn: (form: FormData) => call('POST /api/tax-documents', { form }),
    onSuccess: useRefreshAfter('taxDocument'),
  });
}

export function useUpdateTaxDocument() {
  return useMutation({
    mutationFn: ({ id, ...body }: TaxUpdateRequest & { id: number }) =>
      call('PATCH /api/tax-documents/:id', { params: { id }, body }),
    onSuccess: useRefreshAfter('taxDocument'),
  });
}

export function useDeleteTaxDocument() {
  return useMutation({
    mutationFn: (id: number) => call('DELETE /api/tax-documents/:id', { params: { id } }),
    onSuccess: useRefreshAfter('taxDocument'),
  });
}
