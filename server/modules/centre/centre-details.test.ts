import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, billingInvoices, centreSettings, storedFiles } from '../../db/schema/index.ts';
import type { Mail } from '../../lib/mail/mailer.ts';
import { enrolChild, inviteParent } from '../../../test/api/fixtures.ts';
import { multipartBody } from '../../../test/api/multipart.ts';
import { pdfTextLines } from '../../../test/api/pdf-text.ts';
import { type DemoAccount, testApp } from '../../../test/api/test-app.ts';

const t = testApp();
const { cookie } = t;

const details = {
  name: 'Maple Grove Early Learning',
  address: '12 Maple Road, Springfield, IL 62701',
  phone: '(217) 555-0142',
  email: 'office@maplegrove.example',
  taxId: '36-1234567',
};

const put = (payload: unknown, who: DemoAccount = 'director') =>
  t.request({ method: 'PUT', url: '/api/centre', cookie: cookie[who], payload: payload as object });
const settingsRow = async () =>
  (await t.database.db.select().from(centreSettings).where(eq(centreSettings.id, 1)))[0]!;
const lastAudit = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

/** A 900 × 300 PNG logo, transparent, with a comment in its metadata. */
const logoPng = () =>
  sharp({ create: { width: 900, height: 300, channels: 4, background: '#2563eb80' } })
    .png()
    .withMetadata({ exif: { IFD0: { Make: 'LogoMaker' } } })
    .toBuffer();
const uploadLogo = (
  file: { name: string; type: string; bytes: Buffer },
  who: DemoAccount = 'director',
) => {
  const { payload, contentType } = multipartBody({}, file);
  return t.request({
    method: 'PUT',
    url: '/api/centre/logo',
    cookie: cookie[who],
    payload,
    headers: { 'content-type': contentType },
  });
};

describe('PUT /api/centre', () => {
  it('sets the details, shows the name to everyone and audits the change before and after', async () => {
    const before = await settingsRow();
    const res = await put(details);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...details, websiteUrl: '', logo: null });

    const info = await t.request({ method: 'GET', url: '/api/centre' });
    expect(info.json().name).toBe(details.name);
    const read = await t.request({
      method: 'GET',
      url: '/api/centre/details',
      cookie: cookie.director,
    });
    expect(read.json()).toMatchObject(details);

    // The parent portal's Daycare Status card says them.
    const overview = await t.request({
      method: 'GET',
      url: '/api/parent/overview',
      cookie: cookie.parent,
    });
    expect(overview.json().daycare).toMatchObject({
      name: details.name,
      phone: details.phone,
      address: details.address,
      email: details.email,
    });

    const entry = await lastAudit('centre.details');
    expect(entry).toMatchObject({ entityType: 'centre_settings', entityId: '1' });
    expect(entry!.details).toEqual({
      before: {
        name: before.name,
        address: before.address,
        phone: before.phone,
        email: before.email,
        taxId: before.taxId,
      },
      after: details,
    });
  });

  it('clears what is left out or empty, but never the name', async () => {
    const res = await put({ name: '  Maple Grove  ', phone: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Maple Grove',
      address: '',
      phone: '',
      email: '',
      taxId: '',
    });
    expect((await put(details)).statusCode).toBe(200);
  });

  it.each([
    [{ ...details, name: '' }, 'name', "The centre's name is required"],
    [{ ...details, name: '   ' }, 'name', "The centre's name is required"],
    [{ address: 'x' }, 'name', "The centre's name is required"],
    [
      { ...details, name: 'x'.repeat(121) },
      'name',
      "The centre's name must be at most 120 characters",
    ],
    [
      { ...details, name: 'Maple\nGrove' },
      'name',
      'Please keep this on one line, without line breaks',
    ],
    [
      { ...details, address: 'x'.repeat(301) },
      'address',
      'The address must be at most 300 characters',
    ],
    [{ ...details, address: 5 }, 'address', 'The address must be text'],
    [{ ...details, phone: '555-01' }, 'phone', 'Phone number must be at least 10 digits'],
    [{ ...details, phone: '1'.repeat(41) }, 'phone', 'Phone number must be at most 40 characters'],
    [{ ...details, email: 'office@' }, 'email', 'Invalid email address'],
    [{ ...details, taxId: 'x'.repeat(51) }, 'taxId', 'The tax ID can be at most 50 characters'],
  ])('refuses %j on %s with "%s" and changes nothing', async (payload, field, message) => {
    const before = await settingsRow();
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
    expect(await settingsRow()).toEqual(before);
  });

  it('is for directors only: staff and parents are refused and change nothing', async () => {
    const before = await settingsRow();
    for (const who of ['teacher', 'parent'] as const) {
      expect((await put({ ...details, name: 'Taken over' }, who)).statusCode).toBe(403);
      const read = await t.request({
        method: 'GET',
        url: '/api/centre/details',
        cookie: cookie[who],
      });
      expect(read.statusCode).toBe(403);
    }
    expect(
      (await t.request({ method: 'PUT', url: '/api/centre', payload: details })).statusCode,
    ).toBe(401);
    expect(await settingsRow()).toEqual(before);
  });
});

describe('the centre’s logo', () => {
  it('is kept as a PNG made again from the upload, shown to anyone, and audited', async () => {
    const res = await uploadLogo({ name: 'logo.png', type: 'image/png', bytes: await logoPng() });
    expect(res.statusCode).toBe(200);
    const logo = res.json().logo as number;
    expect(logo).toEqual(expect.any(Number));
    expect((await t.request({ method: 'GET', url: '/api/centre' })).json().logo).toBe(logo);

    // Public: the sign-in pages and e-mails show it.
    const got = await t.request({ method: 'GET', url: `/api/centre/logo?v=${logo}` });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    const meta = await sharp(got.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['png', 600, 200, undefined]);
    expect(got.rawPayload.includes('LogoMaker')).toBe(false);

    expect((await lastAudit('centre.logo.change'))!.details).toEqual({
      before: { logo: null },
      after: { logo, name: 'logo.png' },
    });
  });

  it('judges the file by its bytes: a text file named .png is refused and nothing changes', async () => {
    const before = await settingsRow();
    const res = await uploadLogo({
      name: 'logo.png',
      type: 'image/png',
      bytes: Buffer.from('<svg onload="alert(1)">not an image</svg>\n'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('This file is not a JPEG, PNG, WebP or GIF image.');
    expect(await settingsRow()).toEqual(before);
  });

  it('heads the invoice PDFs, with the centre’s name and contacts', async () => {
    const [invoice] = await t.database.db
      .select({ id: billingInvoices.id })
      .from(billingInvoices)
      .limit(1);
    const res = await t.request({
      method: 'GET',
      url: `/api/billing/invoices/${invoice!.id}/pdf`,
      cookie: cookie.director,
    });
    expect(res.statusCode).toBe(200);
    const lines = pdfTextLines(res.rawPayload);
    expect(lines[0]).toBe(details.name);
    expect(lines[1]).toContain(details.address);
    expect(lines[1]).toContain(details.phone);
    // The logo is drawn in the document: an image of the logo's size.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image[\s\S]*\/Width 600/);
  });

  it('replaces the one before it, whose file is released', async () => {
    const first = (await settingsRow()).logoFileId!;
    const res = await uploadLogo({
      name: 'new.jpg',
      type: 'image/jpeg',
      bytes: await sharp({ create: { width: 120, height: 120, channels: 3, background: '#f00' } })
        .jpeg()
        .toBuffer(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().logo).not.toBe(first);
    const rows = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, first));
    expect(rows).toEqual([]);
  });

  it('is removed by a director: the pages show the name alone', async () => {
    const res = await t.request({
      method: 'DELETE',
      url: '/api/centre/logo',
      cookie: cookie.director,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().logo).toBeNull();
    const got = await t.request({ method: 'GET', url: '/api/centre/logo' });
    expect(got.statusCode).toBe(404);
    expect(got.json().message).toBe('The centre has no logo');
    expect((await lastAudit('centre.logo.remove'))!.details).toMatchObject({
      after: { logo: null },
    });
  });

  it('is changed by directors only', async () => {
    const bytes = await logoPng();
    for (const who of ['teacher', 'parent'] as const) {
      expect(
        (await uploadLogo({ name: 'logo.png', type: 'image/png', bytes }, who)).statusCode,
      ).toBe(403);
      const removed = await t.request({
        method: 'DELETE',
        url: '/api/centre/logo',
        cookie: cookie[who],
      });
      expect(removed.statusCode).toBe(403);
    }
    expect((await settingsRow()).logoFileId).toBeNull();
  });
});

describe('the centre in its e-mails', () => {
  it('names the centre and gives its contacts and logo in every e-mail', async () => {
    await uploadLogo({ name: 'logo.png', type: 'image/png', bytes: await logoPng() });
    const { logoFileId } = await settingsRow();
    await t.drainJobs(); // earlier tests' mails
    const sent: Mail[] = [];
    const spy = vi.spyOn(t.app.mailer, 'send').mockImplementation(async (mail) => {
      sent.push(mail);
    });
    try {
      const childId = await enrolChild(t, cookie.director, { lastName: 'Logo' });
      await inviteParent(t, cookie.director, { email: 'logo.family@example.org', childId });
      await t.drainJobs();
    } finally {
      spy.mockRestore();
    }
    const [mail] = sent;
    expect(mail!.text).toContain(`— ${details.name}`);
    expect(mail!.text).toContain(`${details.address} · ${details.phone} · ${details.email}`);
    expect(mail!.html).toContain(
      `<img src="${t.app.config.publicUrl}/api/centre/logo?v=${logoFileId}" alt=""`,
    );
  });
});
