import { idParam } from '../common.ts';
import { errorResponse } from '../errors.ts';
import {
  doseCorrectionRequest,
  doseParams,
  doseRequest,
  doseResponse,
  dueDosesQuery,
  dueDosesResponse,
  medicationParams,
  medicationRequest,
  medicationResponse,
} from '../health-records.ts';
import { defineRoutes } from './define.ts';

const tag = 'health records';

/**
 * Medication (decision 066): a guardian's signed authorisation, staff acceptance, each dose
 * checked against it, corrections appended; today's due doses.
 */
export const medicationRoutes = defineRoutes({
  'GET /api/health/due-doses': {
    operationId: 'listDueDoses',
    tag,
    summary: "Today's scheduled doses not logged yet, by time (one room or all)",
    access: 'medication.administer',
    query: dueDosesQuery,
    responses: { 200: dueDosesResponse, 400: errorResponse },
  },
  'POST /api/children/:id/medications': {
    operationId: 'authoriseMedication',
    tag,
    summary: 'A guardian authorises a medication for their child, signed with their typed name',
    access: 'medication.authorise',
    params: idParam,
    body: medicationRequest,
    responses: { 201: medicationResponse, 400: errorResponse, 404: errorResponse },
  },
  'PUT /api/children/:id/medications/:medicationId/label': {
    operationId: 'uploadMedicationLabel',
    tag,
    summary:
      'A photo of the medication’s label (multipart, one image in "file"), before acceptance',
    access: 'medication.authorise',
    params: medicationParams,
    upload: true,
    responses: {
      200: medicationResponse,
      400: errorResponse,
      404: errorResponse,
      409: errorResponse,
      413: errorResponse,
      415: errorResponse,
    },
  },
  'GET /api/children/:id/medications/:medicationId/label': {
    operationId: 'getMedicationLabel',
    tag,
    summary: 'The label photo (WebP)',
    access: 'health.read',
    params: medicationParams,
    responses: { 404: errorResponse },
    file: ['image/webp'],
  },
  'POST /api/children/:id/medications/:medicationId/acceptance': {
    operationId: 'acceptMedication',
    tag,
    summary: 'Staff accept a signed authorisation: doses can be logged from then on',
    access: 'medication.accept',
    params: medicationParams,
    responses: { 200: medicationResponse, 404: errorResponse, 409: errorResponse },
  },
  'POST /api/children/:id/medications/:medicationId/doses': {
    operationId: 'logMedicationDose',
    tag,
    summary: 'Log a dose given today; refused (409, with the reason) outside the authorisation',
    access: 'medication.administer',
    params: medicationParams,
    body: doseRequest,
    responses: {
      201: doseResponse,
      400: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  },
  'POST /api/children/:id/medications/:medicationId/doses/:doseId/corrections': {
    operationId: 'correctMedicationDose',
    tag,
    summary: 'Correct a dose entry with a new entry that says why (the first one stays)',
    access: 'medication.administer',
    params: doseParams,
    body: doseCorrectionRequest,
    responses: {
      201: doseResponse,
      400: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  },
});
