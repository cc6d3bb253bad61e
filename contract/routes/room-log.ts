import { idParam } from '../common.ts';
import { dailyReportResponse } from '../daily-reports.ts';
import { errorResponse } from '../errors.ts';
import {
  childEntriesQuery,
  childEntriesResponse,
  correctRoomEntryRequest,
  logRoomEntryRequest,
  roomDayQuery,
  roomDayResponse,
  roomLogEntryResponse,
  roomLogGroupResponse,
  roomLogSettings,
  sendRoomDayReportRequest,
  undoRoomLogResponse,
} from '../room-log.ts';
import { defineRoutes } from './define.ts';

// The room's day in a few taps (issue 42, decision 068).
export const roomLogRoutes = defineRoutes({
  'GET /api/room-day': {
    operationId: 'getRoomDay',
    tag: 'room day',
    summary:
      "A room's children today: who is here, who is asleep, each child's entries and whether the day was sent",
    access: 'roomDay.read',
    query: roomDayQuery,
    responses: { 200: roomDayResponse, 400: errorResponse, 404: errorResponse },
  },
  'POST /api/room-log/entries': {
    operationId: 'logRoomEntry',
    tag: 'room day',
    summary:
      'Log one event (nap, bottle, meal, diaper, activity, mood, note) for one or more children, all or none',
    access: 'roomLog.record',
    body: logRoomEntryRequest,
    responses: {
      200: roomLogGroupResponse,
      201: roomLogGroupResponse,
      400: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  },
  'DELETE /api/room-log/groups/:id': {
    operationId: 'undoRoomEntry',
    tag: 'room day',
    summary: 'Undo a logged event: its author, within a minute of logging it',
    access: 'roomLog.record',
    params: idParam,
    responses: { 200: undoRoomLogResponse, 404: errorResponse, 409: errorResponse },
  },
  'POST /api/room-log/entries/:id/corrections': {
    operationId: 'correctRoomEntry',
    tag: 'room day',
    summary: 'Correct one child’s entry: a new entry saying why (the corrected one is kept)',
    access: 'roomLog.record',
    params: idParam,
    body: correctRoomEntryRequest,
    responses: { 201: roomLogEntryResponse, 400: errorResponse, 404: errorResponse },
  },
  'GET /api/room-log/entries': {
    operationId: 'listChildEntries',
    tag: 'room day',
    summary:
      "One child's entries of a day (a parent: their own child's, and only when the centre shows entries live)",
    access: 'roomLog.read',
    query: childEntriesQuery,
    responses: { 200: childEntriesResponse, 400: errorResponse, 404: errorResponse },
  },
  'POST /api/room-day/reports': {
    operationId: 'sendRoomDayReport',
    tag: 'room day',
    summary: "Review and send: the child's day as its daily report, once per child per day",
    access: 'roomDay.review',
    body: sendRoomDayReportRequest,
    responses: {
      201: dailyReportResponse,
      400: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  },
  'GET /api/room-log/settings': {
    operationId: 'getRoomLogSettings',
    tag: 'room day',
    summary: 'What families see of the day (entries live or the reviewed report), bottle units',
    access: 'roomDay.read',
    responses: { 200: roomLogSettings },
  },
  'PUT /api/room-log/settings': {
    operationId: 'updateRoomLogSettings',
    tag: 'room day',
    summary: 'Choose what families see of the day, the bottle unit and the infants’ sheet age',
    access: 'roomLogSettings.manage',
    body: roomLogSettings,
    responses: { 200: roomLogSettings, 400: errorResponse },
  },
});
