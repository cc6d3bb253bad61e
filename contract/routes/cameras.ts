import {
  camera,
  cameraCreateRequest,
  cameraIdParam,
  cameraListResponse,
  cameraSession,
  cameraUpdateRequest,
  cameraViewingLogQuery,
  cameraViewingLogResponse,
} from '../cameras.ts';
import { errorResponse } from '../errors.ts';
import { z } from '../zod.ts';
import { defineRoutes } from './define.ts';

/** Cameras (issue 14, decision 026) and watching them: viewing sessions and their picture. */
export const cameraRoutes = defineRoutes({
  'GET /api/cameras': {
    operationId: 'listCameras',
    tag: 'cameras',
    summary: 'The cameras the signed-in person may see (a parent: their children’s rooms)',
    access: 'camera.read',
    responses: { 200: cameraListResponse },
  },
  'GET /api/cameras/:id': {
    operationId: 'getCamera',
    tag: 'cameras',
    summary: 'One camera',
    access: 'camera.read',
    params: cameraIdParam,
    responses: { 200: camera, 404: errorResponse },
  },
  'POST /api/cameras': {
    operationId: 'createCamera',
    tag: 'cameras',
    summary: 'Add a camera (credentials are stored sealed and never returned)',
    access: 'camera.manage',
    body: cameraCreateRequest,
    responses: { 201: camera, 400: errorResponse },
  },
  'PATCH /api/cameras/:id': {
    operationId: 'updateCamera',
    tag: 'cameras',
    summary:
      'Change a camera; streamUrl, username and password: absent keeps them, empty clears them',
    access: 'camera.manage',
    params: cameraIdParam,
    body: cameraUpdateRequest,
    responses: { 200: camera, 400: errorResponse, 404: errorResponse },
  },
  'DELETE /api/cameras/:id': {
    operationId: 'removeCamera',
    tag: 'cameras',
    summary: 'Remove a camera (its viewing log is kept); anyone watching it is cut off',
    access: 'camera.manage',
    params: cameraIdParam,
    responses: { 204: z.null().describe('Removed'), 404: errorResponse },
  },
  'POST /api/cameras/:id/sessions': {
    operationId: 'startCameraSession',
    tag: 'cameras',
    summary:
      'Start watching a camera: a session of 1800 s (or the live one already open); a parent only while their child in its room is checked in, within opening hours',
    access: 'camera.view',
    params: cameraIdParam,
    responses: {
      200: cameraSession,
      201: cameraSession,
      403: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  },
  'GET /api/camera-sessions/:id': {
    operationId: 'getCameraSession',
    tag: 'cameras',
    summary: 'One of the signed-in person’s viewing sessions, with the time left',
    access: 'camera.view',
    params: cameraIdParam,
    responses: { 200: cameraSession, 404: errorResponse },
  },
  'DELETE /api/camera-sessions/:id': {
    operationId: 'endCameraSession',
    tag: 'cameras',
    summary: 'Stop Viewing: end the session (its picture stops at once)',
    access: 'camera.view',
    params: cameraIdParam,
    responses: { 200: cameraSession, 404: errorResponse },
  },
  'GET /api/camera-sessions/:id/stream': {
    operationId: 'streamCameraSession',
    tag: 'cameras',
    summary: 'The session’s live picture (multipart JPEG, for an <img>), until the session ends',
    access: 'camera.view',
    params: cameraIdParam,
    responses: { 404: errorResponse, 410: errorResponse, 502: errorResponse },
    file: ['multipart/x-mixed-replace'],
  },
  'GET /api/camera-sessions': {
    operationId: 'listCameraViewings',
    tag: 'cameras',
    summary: 'The viewing log: who watched which camera, from when to when (newest first, paged)',
    access: 'cameraViewing.read',
    query: cameraViewingLogQuery,
    responses: { 200: cameraViewingLogResponse, 400: errorResponse },
    paged: true,
  },
});
