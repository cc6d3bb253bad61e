import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/errors.ts';
import { enrolChild } from '../../test/api/fixtures.ts';
import { demo, testApp } from '../../test/api/test-app.ts';
import { isMessageId, translate } from '../lib/i18n.ts';

// Every error answer says a catalogue id as `code` (with `params`) beside its English text
// (decision 021): the client says it in the reader's language.
const t = testApp();
const { cookie } = t;

describe('error answers carry catalogue codes', () => {
  it('a validation failure: 400 with the contract’s ids, English texts and field codes', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/children',
      cookie: cookie.director,
      payload: { firstName: '', lastName: 'Lovelace', dateOfBirth: '2023-02-30', room: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'First name is required',
      code: 'errors.firstNameRequired',
      fieldErrors: {
        firstName: 'First name is required',
        dateOfBirth: 'Please enter a valid date (YYYY-MM-DD)',
        room: 'Room assignment is required',
      },
      fieldCodes: {
        firstName: { code: 'errors.firstNameRequired' },
        dateOfBirth: { code: 'errors.invalidDate' },
        room: { code: 'errors.roomRequired' },
      },
    });
  });

  it('a 409 says its code and the name it is about', async () => {
    const childId = await enrolChild(t, cookie.director, {
      firstName: 'Ada',
      lastName: 'Codes',
    });
    const checkIn = () =>
      t.request({
        method: 'POST',
        url: '/api/attendance',
        cookie: cookie.director,
        payload: { childId, checkInBy: 'Ms. Rivera' },
      });
    expect((await checkIn()).statusCode).toBe(200);
    const again = await checkIn();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Ada Codes is already checked in today.',
      code: 'errors.alreadyCheckedIn',
      params: { name: 'Ada Codes' },
    });
    // The same code and params say it in another language.
    expect(translate('de', 'errors.alreadyCheckedIn', { name: 'Ada Codes' })).toBe(
      'Ada Codes ist heute bereits eingecheckt.',
    );
  });

  it('an e-mail in use is a 409 with its code on the field', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/staff',
      cookie: cookie.director,
      payload: {
        firstName: 'Dup',
        lastName: 'Licate',
        role: 'Assistant Teacher',
        phone: '(555) 123-4567',
        email: demo.teacher,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Another staff member already uses this email address',
      code: 'errors.staffEmailInUse',
      fieldErrors: { email: 'Another staff member already uses this email address' },
      fieldCodes: { email: { code: 'errors.staffEmailInUse' } },
    });
  });

  it('401, 403 and 404 carry codes, also when a hook answers without the error handler', async () => {
    const anonymous = await t.request({ method: 'GET', url: '/api/children' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      message: 'Please sign in to continue.',
      code: 'errors.signIn',
    });
    const parent = await t.request({ method: 'GET', url: '/api/staff', cookie: cookie.parent });
    expect(parent.statusCode).toBe(403);
    expect(parent.json()).toEqual({
      message: 'You do not have permission to do this.',
      code: 'errors.forbidden',
    });
    const unknown = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Not found', code: 'errors.notFound' });
    const missing = await t.request({
      method: 'GET',
      url: '/api/children/999999',
      cookie: cookie.director,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Child not found', code: 'errors.childNotFound' });
  });

  it('every code any error answer carries is an id of the English catalogue', async () => {
    const requests = [
      { method: 'GET', url: '/api/children' },
      { method: 'GET', url: '/api/staff', cookie: cookie.parent },
      { method: 'GET', url: '/api/no-such-thing' },
      { method: 'GET', url: '/api/children/abc', cookie: cookie.director },
      { method: 'GET', url: '/api/children/999999', cookie: cookie.director },
      { method: 'GET', url: '/api/events/999999', cookie: cookie.director },
      { method: 'GET', url: '/api/daily-reports?limit=0', cookie: cookie.director },
      { method: 'GET', url: '/api/daily-reports?before=%%%', cookie: cookie.director },
      { method: 'POST', url: '/api/auth/staff/login', payload: { email: 'x', password: '' } },
      {
        method: 'POST',
        url: '/api/auth/staff/login',
        payload: { email: demo.director, password: 'wrong-password' },
      },
      { method: 'POST', url: '/api/staff', cookie: cookie.director, payload: {} },
      { method: 'POST', url: '/api/events', cookie: cookie.director, payload: { title: ' ' } },
      { method: 'POST', url: '/api/incidents', cookie: cookie.director, payload: {} },
      { method: 'POST', url: '/api/attendance', cookie: cookie.director, payload: {} },
      { method: 'PUT', url: '/api/rooms/1', cookie: cookie.director, payload: {} },
      {
        method: 'POST',
        url: '/api/parent-invitations',
        cookie: cookie.director,
        payload: { email: 'a@b', phoneNumber: '1' },
      },
      {
        method: 'PUT',
        url: '/api/settings',
        cookie: cookie.director,
        payload: { language: 'tlh' },
      },
      {
        method: 'POST',
        url: '/api/children',
        cookie: cookie.director,
        headers: { 'content-type': 'application/json' },
        payload: '{"firstName": "Ada\\u0000"}',
      },
      {
        method: 'POST',
        url: '/api/children',
        cookie: cookie.director,
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      },
      {
        method: 'POST',
        url: '/api/children',
        cookie: cookie.director,
        headers: { origin: 'https://evil.example' },
        payload: {},
      },
      { method: 'POST', url: '/api/profile/photo', cookie: cookie.director, payload: {} },
    ] as const;
    for (const options of requests) {
      const res = await t.request(options as Parameters<typeof t.request>[0]);
      const where = `${options.method} ${options.url} → ${res.statusCode}`;
      expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
      const body = errorResponse.parse(res.json());
      // Fastify's own refusals (bad JSON) keep Fastify's words under a code of their own.
      if (body.code !== 'errors.requestRefused') {
        expect(body.message, where).toBe(translate('en', body.code, body.params));
      }
      expect(isMessageId(body.code), `${where}: ${body.code}`).toBe(true);
      for (const [field, said] of Object.entries(body.fieldCodes ?? {})) {
        expect(isMessageId(said.code), `${where} ${field}: ${said.code}`).toBe(true);
        expect(body.fieldErrors?.[field], where).toBe(translate('en', said.code, said.params));
      }
    }
  });
});
