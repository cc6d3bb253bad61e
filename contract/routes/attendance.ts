import {
  attendanceListResponse,
  attendanceQuery,
  attendanceResponse,
  recordAttendanceRequest,
} from '../attendance.ts';
import { errorResponse } from '../errors.ts';
import { defineRoutes } from './define.ts';

export const attendanceRoutes = defineRoutes({
  'GET /api/attendance': {
    operationId: 'listAttendance',
    tag: 'attendance',
    summary: "One day's attendance (default: the centre's today); a parent sees their own",
    access: 'attendance.read',
    query: attendanceQuery,
    responses: { 200: attendanceListResponse, 400: errorResponse, 404: errorResponse },
  },
  'POST /api/attendance': {
    operationId: 'recordAttendance',
    tag: 'attendance',
    summary: 'Check a child in (checkInBy) or out (checkOutBy) now',
    access: 'attendance.record',
    body: recordAttendanceRequest,
    responses: {
      200: attendanceResponse,
      400: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  },
});
