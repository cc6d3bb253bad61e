import {
  centreDetails,
  centreDetailsResponse,
  centreHours,
  centreInfoResponse,
  centreLogoQuery,
  centreSetupResponse,
  centreWebsite,
} from '../centre.ts';
import {
  centreCalendar,
  closure,
  newClosure,
  openDays,
  openDaysResponse,
} from '../centre-calendar.ts';
import { idParam } from '../common.ts';
import { errorResponse } from '../errors.ts';
import { z } from '../zod.ts';
import { defineRoutes } from './define.ts';

export const centreRoutes = defineRoutes({
  'GET /api/centre/setup': {
    operationId: 'getCentreSetup',
    tag: 'centre',
    summary: 'Whether the first-start set-up (details, rooms, hours, staff) was finished',
    access: 'centreSettings.manage',
    responses: { 200: centreSetupResponse },
  },
  'POST /api/centre/setup/completion': {
    operationId: 'completeCentreSetup',
    tag: 'centre',
    summary: 'Finish the first-start set-up (what was skipped stays in Settings)',
    access: 'centreSettings.manage',
    responses: { 200: centreSetupResponse },
  },
  'GET /api/centre': {
    operationId: 'getCentre',
    tag: 'centre',
    summary:
      "The centre's name, logo version, time zone and public website, and whether it is a demo centre",
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
  'GET /api/centre/calendar': {
    operationId: 'getCentreCalendar',
    tag: 'centre',
    summary: 'The weekdays the centre opens and its closures not over yet (soonest first)',
    // Staff and families alike: when the centre is closed is no one's secret (decision 073).
    access: 'centreCalendar.read',
    responses: { 200: centreCalendar },
  },
  'GET /api/centre/closures': {
    operationId: 'listCentreClosures',
    tag: 'centre',
    summary: 'The open weekdays and every closure, past ones too (Settings)',
    access: 'centreSettings.manage',
    responses: { 200: centreCalendar },
  },
  'PUT /api/centre/open-days': {
    operationId: 'updateCentreOpenDays',
    tag: 'centre',
    summary: 'Set the weekdays the centre opens (1 Monday … 7 Sunday)',
    access: 'centreSettings.manage',
    body: openDays,
    responses: { 200: openDaysResponse, 400: errorResponse },
  },
  'POST /api/centre/closures': {
    operationId: 'addCentreClosure',
    tag: 'centre',
    summary: 'Add a closure: a named day or range of days the centre is closed',
    access: 'centreSettings.manage',
    body: newClosure,
    responses: { 201: closure, 400: errorResponse, 409: errorResponse },
  },
  'DELETE /api/centre/closures/:id': {
    operationId: 'removeCentreClosure',
    tag: 'centre',
    summary: 'Remove a closure that is not over yet (past ones are kept)',
    access: 'centreSettings.manage',
    params: idParam,
    responses: { 204: z.null(), 404: errorResponse, 409: errorResponse },
  },
  'PUT /api/centre/website': {
    operationId: 'updateCentreWebsite',
    tag: 'centre',
    summary: 'Set the centre’s public website (http or https), or clear it with an empty text',
    access: 'centreSettings.manage',
    body: centreWebsite,
    responses: { 200: centreWebsite, 400: errorResponse },
  },
  'GET /api/centre/details': {
    operationId: 'getCentreDetails',
    tag: 'centre',
    summary: "The centre's name, address, phone, e-mail, tax id, website and logo version",
    access: 'centreSettings.manage',
    responses: { 200: centreDetailsResponse },
  },
  'PUT /api/centre': {
    operationId: 'updateCentreDetails',
    tag: 'centre',
    summary: "Set the centre's name, address, phone, e-mail and tax id",
    access: 'centreSettings.manage',
    body: centreDetails,
    responses: { 200: centreDetailsResponse, 400: errorResponse },
  },
  'GET /api/centre/logo': {
    operationId: 'getCentreLogo',
    tag: 'centre',
    summary: "The centre's logo (PNG)",
    // Public: the sign-in pages and e-mails show it, and it holds nothing about anyone.
    access: 'public',
    query: centreLogoQuery,
    file: ['image/png'],
    responses: { 404: errorResponse },
  },
  'PUT /api/centre/logo': {
    operationId: 'changeCentreLogo',
    tag: 'centre',
    summary: 'Change the centre’s logo (multipart, one image file in the field "file")',
    access: 'centreSettings.manage',
    upload: true,
    responses: {
      200: centreDetailsResponse,
      400: errorResponse,
      413: errorResponse,
      415: errorResponse,
    },
  },
  'DELETE /api/centre/logo': {
    operationId: 'removeCentreLogo',
    tag: 'centre',
    summary: 'Remove the centre’s logo',
    access: 'centreSettings.manage',
    responses: { 200: centreDetailsResponse },
  },
});
