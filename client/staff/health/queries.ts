import { useMutation } from '@tanstack/react-query';
import type { DoseCorrectionRequest, DoseRequest } from '../../../contract/health-records.ts';
import { call } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

type Ids = { childId: number; medicationId: number };

/** Staff accept a guardian's signed authorisation (decision 066). */
export function useAcceptMedication() {
  return useMutation({
    mutationFn: ({ childId, medicationId }: Ids) =>
      call('POST /api/children/:id/medications/:medicationId/acceptance', {
        params: { id: childId, medicationId },
      }),
    onSuccess: useRefreshAfter('health'),
  });
}

export function useLogDose() {
  return useMutation({
    mutationFn: ({ childId, medicationId, ...body }: Ids & DoseRequest) =>
      call('POST /api/children/:id/medications/:medicationId/doses', {
        params: { id: childId, medicationId },
        body,
      }),
    onSuccess: useRefreshAfter('health'),
  });
}

export function useCorrectDose() {
  return useMutation({
    mutationFn: ({
      childId,
      medicationId,
      doseId,
      ...body
    }: Ids & { doseId: number } & DoseCorrectionRequest) =>
      call('POST /api/children/:id/medications/:medicationId/doses/:doseId/corrections', {
        params: { id: childId, medicationId, doseId },
        body,
      }),
    onSuccess: useRefreshAfter('health'),
  });
}
