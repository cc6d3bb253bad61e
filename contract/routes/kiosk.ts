import { idParam } from '../common.ts';
import { errorResponse } from '../errors.ts';
import { okResponse } from '../auth.ts';
import {
  kioskCodeResponse,
  kioskDevice,
  kioskDeviceListResponse,
  kioskIdentifyRequest,
  kioskPinRequest,
  kioskPinStatus,
  kioskSignRequest,
  kioskSignResponse,
  kioskStatusResponse,
  kioskVisitResponse,
  pairKioskRequest,
  pickupPinIssued,
  signatureQuery,
} from '../kiosk.ts';
import { pickupPersonParams } from '../handover.ts';
import { defineRoutes } from './define.ts';

const tag = 'kiosk';

/** The door kiosk (issue 40, decision 070): pairing, guardians' PINs and codes, signing. */
export const kioskRoutes = defineRoutes({
  'GET /api/kiosks': {
    operationId: 'listKiosks',
    tag,
    summary: 'The tablets paired as door kiosks',
    access: 'kiosk.manage',
    responses: { 200: kioskDeviceListResponse },
  },
  'POST /api/kiosks': {
    operationId: 'pairKiosk',
    tag,
    summary: 'Set up this device as the door kiosk',
    description:
      'Answers with the kiosk device cookie (a device session that reaches only the kiosk) and ' +
      'signs the director out on this device.',
    access: 'kiosk.manage',
    body: pairKioskRequest,
    responses: { 201: kioskDevice, 400: errorResponse },
  },
  'DELETE /api/kiosks/:id': {
    operationId: 'revokeKiosk',
    tag,
    summary: 'Revoke a paired kiosk: it is refused from its next request',
    access: 'kiosk.manage',
    params: idParam,
    responses: { 200: okResponse, 404: errorResponse },
  },
  'GET /api/kiosk': {
    operationId: 'kioskStatus',
    tag,
    summary: 'The paired kiosk this device is',
    access: 'kiosk.use',
    responses: { 200: kioskStatusResponse },
  },
  'POST /api/kiosk/identify': {
    operationId: 'kioskIdentify',
    tag,
    summary: 'A guardian identifies at the kiosk: phone last four digits and PIN, or their code',
    description:
      'Wrong tries are throttled per kiosk and per phone ending (429). The answer never says ' +
      'whether a guardian with that phone ending or PIN exists.',
    access: 'kiosk.use',
    body: kioskIdentifyRequest,
    responses: { 200: kioskVisitResponse, 400: errorResponse, 429: errorResponse },
  },
  'POST /api/kiosk/sign': {
    operationId: 'kioskSign',
    tag,
    summary: 'The identified guardian signs children in or out with their finger signature',
    access: 'kiosk.use',
    body: kioskSignRequest,
    responses: {
      200: kioskSignResponse,
      400: errorResponse,
      401: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  },
  'GET /api/children/:id/signature': {
    operationId: 'getKioskSignature',
    tag,
    summary: 'The finger signature a guardian gave at the kiosk for a day’s check-in or check-out',
    access: 'attendance.read',
    params: idParam,
    query: signatureQuery,
    file: ['image/png'],
    responses: { 404: errorResponse },
  },
  'GET /api/account/kiosk-pin': {
    operationId: 'getKioskPin',
    tag,
    summary: 'Whether the guardian has a kiosk PIN',
    access: 'kioskPin.update',
    responses: { 200: kioskPinStatus },
  },
  'PUT /api/account/kiosk-pin': {
    operationId: 'setKioskPin',
    tag,
    summary: 'Set or change the guardian’s kiosk PIN',
    access: 'kioskPin.update',
    body: kioskPinRequest,
    responses: { 200: kioskPinStatus, 400: errorResponse },
  },
  'DELETE /api/account/kiosk-pin': {
    operationId: 'removeKioskPin',
    tag,
    summary: 'Remove the guardian’s kiosk PIN',
    access: 'kioskPin.update',
    responses: { 200: kioskPinStatus },
  },
  'GET /api/account/kiosk-code': {
    operationId: 'getKioskCode',
    tag,
    summary: 'The guardian’s kiosk code of this 30-second step (shown as a QR code)',
    access: 'kioskCode.read',
    responses: { 200: kioskCodeResponse },
  },
  'POST /api/children/:id/pickup/people/:personId/kiosk-pin': {
    operationId: 'issuePickupKioskPin',
    tag,
    summary: 'A guardian gives a person on the pick-up list a door-kiosk PIN (shown once)',
    description:
      'A random 6-digit PIN, replacing any the person had; the same person on the lists of ' +
      'the guardian’s other children gets it too. The entry needs a phone (400).',
    access: 'pickupPin.issue',
    params: pickupPersonParams,
    responses: { 200: pickupPinIssued, 400: errorResponse, 404: errorResponse },
  },
  'DELETE /api/children/:id/pickup/people/:personId/kiosk-pin': {
    operationId: 'withdrawPickupKioskPin',
    tag,
    summary: 'Withdraw the door-kiosk PIN of a person on the pick-up list, at once',
    access: 'pickupPin.withdraw',
    params: pickupPersonParams,
    responses: { 200: okResponse, 404: errorResponse },
  },
});
