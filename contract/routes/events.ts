import { idParam } from '../common.ts';
import { errorResponse } from '../errors.ts';
import { eventListResponse, eventRequest, eventResponse, eventsQuery } from '../events.ts';
import { z } from '../zod.ts';
import { defineRoutes } from './define.ts';

export const eventRoutes = defineRoutes({
  'GET /api/events': {
    operationId: 'listEvents',
    tag: 'events',
    summary: "Upcoming events (from the centre's today), by date and time",
    access: 'event.read',
    query: eventsQuery,
    responses: { 200: eventListResponse, 400: errorResponse },
  },
  'POST /api/events': {
    operationId: 'createEvent',
    tag: 'events',
    summary: 'Add an event',
    access: 'event.manage',
    body: eventRequest,
    responses: { 201: eventResponse, 400: errorResponse, 404: errorResponse },
  },
  'PUT /api/events/:id': {
    operationId: 'updateEvent',
    tag: 'events',
    summary: 'Change an event (the whole event is sent)',
    access: 'event.manage',
    params: idParam,
    body: eventRequest,
    responses: { 200: eventResponse, 400: errorResponse, 404: errorResponse },
  },
  'DELETE /api/events/:id': {
    operationId: 'deleteEvent',
    tag: 'events',
    summary: 'Delete an event',
    access: 'event.manage',
    params: idParam,
    responses: { 204: z.null(), 404: errorResponse },
  },
});
