import { errorResponse } from '../errors.ts';
import { backupNameParam, backupsResponse, systemInfoResponse } from '../system.ts';
import { z } from '../zod.ts';
import { defineRoutes } from './define.ts';

export const systemRoutes = defineRoutes({
  'GET /api/system': {
    operationId: 'getSystemInfo',
    tag: 'system',
    summary: 'What the portal runs on, its background jobs and its backups',
    access: 'system.read',
    responses: { 200: systemInfoResponse },
  },
  'GET /api/system/backups': {
    operationId: 'listBackups',
    tag: 'system',
    summary: 'The backups kept, newest first',
    access: 'system.read',
    responses: { 200: backupsResponse },
  },
  'POST /api/system/backups': {
    operationId: 'requestBackup',
    tag: 'system',
    summary:
      'Make a backup now (in the background; it appears in the list when done); 409 while one is being made',
    access: 'system.backup',
    responses: { 202: z.object({ queued: z.literal(true) }), 409: errorResponse },
  },
  'GET /api/system/backups/:name': {
    operationId: 'downloadBackup',
    tag: 'system',
    summary: 'Download one backup (everything the centre holds: keep it safe)',
    access: 'system.backup',
    params: backupNameParam,
    file: ['application/gzip'],
    responses: { 404: errorResponse },
  },
});
