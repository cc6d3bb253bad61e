import { centreHours, centreInfoResponse, centreWebsite } from '../centre.ts';
import { errorResponse } from '../errors.ts';
import { defineRoutes } from './define.ts';

export const centreRoutes = defineRoutes({
  'GET /api/centre': {
    operationId: 'getCentre',
    tag: 'centre',
    summary: "The centre's name, time zone and public website, and whether it is a demo centre",
    // Public: the sign-in pages show it, and it holds nothing about anyone.
    access: 'public',
    responses: { 200: centreInfoResponse },
  },
  'GET /api/centre/hours': {
    operationId: 'getCentreHours',
    tag: 'centre',
    summary: 'The centre’s opening hours (HH:MM on its clock)',
    access: 'centreSettings.manage',
    responses: { 200: centreHours },
  },
  'PUT /api/centre/hours': {
    operationId: 'updateCentreHours',
    tag: 'centre',
    summary: 'Change the opening hours (parents watch cameras only within them)',
    access: 'centreSettings.manage',
    body: centreHours,
    responses: { 200: centreHours, 400: errorResponse },
  },
  'PUT /api/centre/website': {
    operationId: 'updateCentreWebsite',
    tag: 'centre',
    summary: 'Set the centre’s public website (http or https), or clear it with an empty text',
    access: 'centreSettings.manage',
    body: centreWebsite,
    responses: { 200: centreWebsite, 400: errorResponse },
  },
});
