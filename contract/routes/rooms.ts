import { idParam } from '../common.ts';
import { errorResponse } from '../errors.ts';
import {
  archiveRoomRequest,
  archiveRoomResponse,
  createRoomRequest,
  roomPositionRequest,
  roomResponse,
  roomsResponse,
  updateRoomRequest,
} from '../rooms.ts';
import { defineRoutes } from './define.ts';

export const roomRoutes = defineRoutes({
  'GET /api/rooms': {
    operationId: 'listRooms',
    tag: 'rooms',
    summary: "The centre's current rooms in their order, with their ratios and age ranges",
    access: 'room.read',
    responses: { 200: roomsResponse },
  },
  'POST /api/rooms': {
    operationId: 'createRoom',
    tag: 'rooms',
    summary: 'Add a room (placed after the others)',
    access: 'room.manage',
    body: createRoomRequest,
    responses: { 201: roomResponse, 400: errorResponse, 409: errorResponse },
  },
  'PUT /api/rooms/:id': {
    operationId: 'updateRoom',
    tag: 'rooms',
    summary:
      "Set a room's required ratio (1 staff member per N children), and its name and age range",
    access: 'room.manage',
    params: idParam,
    body: updateRoomRequest,
    responses: {
      200: roomResponse,
      400: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  },
  'PUT /api/rooms/:id/position': {
    operationId: 'moveRoom',
    tag: 'rooms',
    summary: "Move a room to a new place in the centre's order (1 for the first)",
    access: 'room.manage',
    params: idParam,
    body: roomPositionRequest,
    responses: { 200: roomsResponse, 400: errorResponse, 404: errorResponse },
  },
  'POST /api/rooms/:id/archive': {
    operationId: 'archiveRoom',
    tag: 'rooms',
    summary:
      'Archive a room; its children move to another room from today (required when it has any)',
    access: 'room.manage',
    params: idParam,
    body: archiveRoomRequest,
    responses: { 200: archiveRoomResponse, 400: errorResponse, 404: errorResponse },
  },
});
