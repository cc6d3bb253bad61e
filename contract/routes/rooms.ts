import { idParam } from '../common.ts';
import { errorResponse } from '../errors.ts';
import { roomResponse, roomsResponse, updateRoomRequest } from '../rooms.ts';
import { defineRoutes } from './define.ts';

export const roomRoutes = defineRoutes({
  'GET /api/rooms': {
    operationId: 'listRooms',
    tag: 'rooms',
    summary: "The centre's rooms and their required staff ratios",
    access: 'room.read',
    responses: { 200: roomsResponse },
  },
  'PUT /api/rooms/:id': {
    operationId: 'updateRoomRatio',
    tag: 'rooms',
    summary: "Set a room's required ratio (1 staff member per N children)",
    access: 'room.manage',
    params: idParam,
    body: updateRoomRequest,
    responses: { 200: roomResponse, 400: errorResponse, 404: errorResponse },
  },
});
