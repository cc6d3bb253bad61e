import { useMutation } from '@tanstack/react-query';
import type { AttendanceResponse, RecordAttendanceRequest } from '../../../contract/attendance.ts';
import { api } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

export function useRecordAttendance() {
  return useMutation({
    mutationFn: (body: RecordAttendanceRequest) =>
      api.post<AttendanceResponse>('/api/attendance', body),
    onSuccess: useRefreshAfter('attendance'),
  });
}
