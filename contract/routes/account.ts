import {
  accountStatisticsResponse,
  changePasswordRequest,
  endedSessionsResponse,
  profilePhotoQuery,
  profileResponse,
  signedInDevicesResponse,
  updateProfileRequest,
} from '../account.ts';
import { okResponse } from '../auth.ts';
import { idParam } from '../common.ts';
import { errorResponse } from '../errors.ts';
import { settingsResponse, updateSettingsRequest } from '../settings.ts';
import { defineRoutes } from './define.ts';

export const accountRoutes = defineRoutes({
  'GET /api/profile': {
    operationId: 'getProfile',
    tag: 'account',
    summary: 'The signed-in person’s profile',
    access: 'session.read',
    responses: { 200: profileResponse, 404: errorResponse },
  },
  'PUT /api/profile': {
    operationId: 'updateProfile',
    tag: 'account',
    summary: 'Change the signed-in person’s profile (a new sign-in e-mail needs the password)',
    access: 'profile.update',
    body: updateProfileRequest,
    responses: { 200: profileResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse },
  },
  'POST /api/account/password': {
    operationId: 'changePassword',
    tag: 'account',
    summary: 'Change password; ends the account’s other sessions',
    access: 'profile.update',
    body: changePasswordRequest,
    responses: { 200: okResponse, 400: errorResponse, 429: errorResponse },
  },
  'GET /api/settings': {
    operationId: 'getSettings',
    tag: 'account',
    summary: 'The signed-in person’s settings, with defaults',
    access: 'session.read',
    responses: { 200: settingsResponse },
  },
  'PUT /api/settings': {
    operationId: 'updateSettings',
    tag: 'account',
    summary: 'Save the signed-in person’s settings (their portal’s own; unknown keys refused)',
    access: 'settings.update',
    body: updateSettingsRequest,
    responses: { 200: settingsResponse, 400: errorResponse },
  },
  'GET /api/profile/photo': {
    operationId: 'getProfilePhoto',
    tag: 'account',
    summary: 'The signed-in person’s profile photo (WebP)',
    access: 'session.read',
    query: profilePhotoQuery,
    file: ['image/webp'],
    responses: { 404: errorResponse },
  },
  'PUT /api/profile/photo': {
    operationId: 'changeProfilePhoto',
    tag: 'account',
    summary: 'Change the profile photo (multipart, one image file in the field "file")',
    access: 'profile.update',
    upload: true,
    responses: {
      200: profileResponse,
      400: errorResponse,
      413: errorResponse,
      415: errorResponse,
    },
  },
  'DELETE /api/profile/photo': {
    operationId: 'removeProfilePhoto',
    tag: 'account',
    summary: 'Remove the profile photo',
    access: 'profile.update',
    responses: { 200: profileResponse },
  },
  'GET /api/profile/statistics': {
    operationId: 'getAccountStatistics',
    tag: 'account',
    summary: 'The signed-in staff member’s account statistics: since when, what they recorded',
    access: 'profile.statistics',
    responses: { 200: accountStatisticsResponse, 404: errorResponse },
  },
  'GET /api/account/sessions': {
    operationId: 'listSignedInDevices',
    tag: 'account',
    summary: 'Where the signed-in person is signed in: each session’s browser, system and times',
    access: 'session.devices',
    responses: { 200: signedInDevicesResponse },
  },
  'DELETE /api/account/sessions/:id': {
    operationId: 'endSignedInDevice',
    tag: 'account',
    summary: 'Sign one of the person’s other devices out',
    access: 'session.devices',
    params: idParam,
    responses: { 200: okResponse, 404: errorResponse, 409: errorResponse },
  },
  'POST /api/account/sessions/end-others': {
    operationId: 'endOtherSignedInDevices',
    tag: 'account',
    summary: 'Sign every device but this one out',
    access: 'session.devices',
    responses: { 200: endedSessionsResponse },
  },
});
