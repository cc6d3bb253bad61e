import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parentAccounts, taxDocuments } from '../../db/schema/index.ts';
import { upload } from '../../../test/api/fixtures.ts';
import { samplePdf } from '../../../test/api/route-samples.ts';
import { demo, testApp } from '../../../test/api/test-app.ts';
import { useS3Server } from '../../../test/api/s3-server.ts';

/**
 * The tax documents suite, on the local file store or on an S3-compatible server
 * started for the file (tax-documents.test.ts and tax-documents-s3.test.ts).
 */
export function taxDocumentsSuite(store: 'local' | 's3') {
  const files = store === 's3' ? useS3Server() : undefined;
  const t = testApp({ config: files ? { files } : {} });
  const { cookie } = t;
  type Who = keyof typeof cookie;

  type Doc = {
    id: number;
    title: string;
    filePath: string;
    fileName: string;
    isGlobal: boolean;
    parentId: number | null;
    parentName: string | null;
    taxYear: number;
    documentType: string;
  };

  const parentAccountId = async (email: string) => {
    const [row] = await t.database.db
      .select({ id: parentAccounts.id })
      .from(parentAccounts)
      .where(eq(parentAccounts.email, email));
    return row!.id;
  };
  const send = async (
    fields: Record<string, string>,
    file?: { name: string; type: string; bytes: Buffer },
    who: Who = 'director',
  ) => upload(t, cookie[who], '/api/tax-documents', fields, file);
  const pdfFile = async (name = 'statement-2026.pdf') => ({
    name,
    type: 'application/pdf',
    bytes: await samplePdf(),
  });
  const documentFor = async (parentId: number | null, title: string, fields = {}) => {
    const res = await send(
      {
        title,
        documentType: 'year_end_statement',
        taxYear: '2026',
        isGlobal: String(parentId === null),
        ...(parentId === null ? {} : { parentId: String(parentId) }),
        ...fields,
      },
      await pdfFile(),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Doc;
  };
  const list = async (who: Who, query = '') => {
    const res = await t.request({
      method: 'GET',
      url: `/api/tax-documents${query}`,
      cookie: cookie[who],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Doc[];
  };
  const summary = async (who: Who, query = '') =>
    (
      await t.request({
        method: 'GET',
        url: `/api/tax-documents/summary${query}`,
        cookie: cookie[who],
      })
    ).json();
  const download = (who: Who | null, url: string) =>
    t.request({ method: 'GET', url, cookie: who ? cookie[who] : undefined });

  describe('tax documents reach exactly the right parents', () => {
    it('gives a global document to every parent and a parent’s own only to them', async () => {
      const family1 = await parentAccountId(demo.parent);
      const global = await documentFor(null, 'Centre tax ID letter');
      const own = await documentFor(family1, 'Patel family statement');
      expect(own).toMatchObject({ isGlobal: false, parentId: family1, parentName: 'Priya Patel' });
      expect(global).toMatchObject({ isGlobal: true, parentId: null });
      expect(own.filePath).toMatch(/^\/uploads\/tax-documents\/\d{13}-[0-9a-f]{32}\.pdf$/);

      const ids = async (who: Who, query = '') => (await list(who, query)).map((d) => d.id);
      expect(await ids('parent')).toEqual(expect.arrayContaining([global.id, own.id]));
      expect(await ids('parent2')).toContain(global.id);
      expect(await ids('parent2')).not.toContain(own.id);
      // The spec's parentId parameter never widens what a parent sees.
      expect(await ids('parent2', `?parentId=${family1}`)).not.toContain(own.id);
      // A parent is never told a parent's name.
      expect((await list('parent')).every((d) => d.parentName === null)).toBe(true);

      const got = await download('parent', own.filePath);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-disposition']).toMatch(
        /^attachment; filename="statement-2026.pdf"/,
      );
      expect(got.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await download('parent2', own.filePath)).statusCode).toBe(404);
      expect((await download(null, own.filePath)).statusCode).toBe(401);
      expect((await download('parent2', global.filePath)).statusCode).toBe(200);
      expect((await download('director', own.filePath)).statusCode).toBe(200);
    });

    it('keeps a parent’s own document from staff without the billing permission', async () => {
      // Issue 35: a year-end statement (address, every payment, check numbers) is the
      // director's and that parent's; a teacher sees the global documents only.
      const family1 = await parentAccountId(demo.parent);
      const global = await documentFor(null, 'Provider tax ID letter');
      const statement = await documentFor(family1, 'Patel year-end statement');
      const teacherSees = await list('teacher', '?limit=200');
      expect(teacherSees.map((d) => d.id)).toContain(global.id);
      expect(teacherSees.every((d) => d.isGlobal && d.parentId === null)).toBe(true);
      expect((await list('director', '?limit=200')).map((d) => d.id)).toContain(statement.id);
      // By its path (its id), the statement answers a teacher as one that does not exist.
      const refused = await download('teacher', statement.filePath);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'errors.taxDocumentNotFound' });
      expect((await download('teacher', global.filePath)).statusCode).toBe(200);
      expect((await download('director', statement.filePath)).statusCode).toBe(200);
      // A teacher's counters count only what they may see.
      const counted = await summary('teacher');
      expect(counted).toMatchObject({ parentSpecific: 0, total: teacherSees.length });
      expect((await summary('teacher', '?search=Patel%20year-end')).matching).toBe(0);
    });

    it('counts what the person may see, and what matches the filters', async () => {
      const family2 = await parentAccountId(demo.parent2);
      await documentFor(family2, 'Receipt for March', {
        documentType: 'payment_receipt',
        taxYear: '2025',
        description: 'March tuition',
      });
      const parent2 = await summary('parent2', '?search=march');
      const visible = await list('parent2', '?limit=200');
      expect(parent2).toMatchObject({
        total: visible.length,
        global: visible.filter((d) => d.isGlobal).length,
        parentSpecific: visible.filter((d) => !d.isGlobal).length,
        currentYear: visible.filter((d) => d.taxYear === 2026).length,
        matching: 1,
      });
      expect(parent2.years).toEqual([2026, 2025]);
      expect(parent2.types).toEqual(['payment_receipt', 'year_end_statement']);
      expect(
        (await list('parent2', '?year=2025&type=payment_receipt')).map((d) => d.title),
      ).toEqual(['Receipt for March']);
      expect((await summary('parent')).types).not.toContain('payment_receipt');
    });
  });

  describe('uploading a tax document', () => {
    it('recognises the file by its bytes: a PNG named .pdf is refused', async () => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      const res = await send(
        { title: 'Fake', documentType: 'other', taxYear: '2026' },
        { name: 'statement.pdf', type: 'application/pdf', bytes: png },
      );
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(
        'This file is not a PDF, Word (doc, docx) or Excel (xls, xlsx) document',
      );
      // An old-style compound file (Word 97 or an installer alike) counts only when named .doc/.xls.
      const compound = Buffer.concat([
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        Buffer.alloc(2048),
      ]);
      const installer = await send(
        { title: 'Setup', documentType: 'other', taxYear: '2026' },
        { name: 'setup.msi', type: 'application/octet-stream', bytes: compound },
      );
      expect(installer.statusCode).toBe(415);
    });

    it('checks the fields in the spec’s words and stores nothing then', async () => {
      const before = (await list('director', '?limit=200')).length;
      const required = 'Please fill in all required fields and select a file';
      const noTitle = await send(
        { title: '', documentType: 'other', taxYear: '2026' },
        await pdfFile(),
      );
      expect([noTitle.statusCode, noTitle.json().message]).toEqual([400, required]);
      const noType = await send({ title: 'A', taxYear: '2026' }, await pdfFile());
      expect(noType.json().message).toBe(required);
      const noFile = await send({ title: 'A', documentType: 'other', taxYear: '2026' });
      expect([noFile.statusCode, noFile.json().message]).toEqual([400, required]);
      for (const year of ['1999', '2031', 'soon']) {
        const res = await send(
          { title: 'A', documentType: 'other', taxYear: year },
          await pdfFile(),
        );
        expect(res.json().fieldErrors).toEqual({
          taxYear: 'The tax year must be between 2000 and 2030',
        });
      }
      const noParent = await send(
        { title: 'A', documentType: 'other', taxYear: '2026', isGlobal: 'false' },
        await pdfFile(),
      );
      expect(noParent.json().message).toBe('Please choose the parent this document is for');
      const goneParent = await send(
        {
          title: 'A',
          documentType: 'other',
          taxYear: '2026',
          isGlobal: 'false',
          parentId: '999999',
        },
        await pdfFile(),
      );
      expect(goneParent.statusCode).toBe(400);
      expect((await list('director', '?limit=200')).length).toBe(before);
    });

    it('is for directors: staff and parents may not upload, change or delete', async () => {
      const fields = { title: 'A', documentType: 'other', taxYear: '2026' };
      expect((await send(fields, await pdfFile(), 'teacher')).statusCode).toBe(403);
      expect((await send(fields, await pdfFile(), 'parent')).statusCode).toBe(403);
      const doc = await documentFor(null, 'Guarded');
      for (const who of ['teacher', 'parent'] as const) {
        const edit = await t.request({
          method: 'PATCH',
          url: `/api/tax-documents/${doc.id}`,
          cookie: cookie[who],
          payload: { title: 'Changed', taxYear: 2026 },
        });
        expect(edit.statusCode).toBe(403);
      }
    });
  });

  describe('the download’s name', () => {
    it('keeps the uploader’s name with the extension of what the file really is', async () => {
      const res = await send(
        { title: 'Renamed', documentType: 'other', taxYear: '2026' },
        { ...(await pdfFile()), name: 'statement.html' },
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().fileName).toBe('statement.pdf');
      const got = await download('director', res.json().filePath);
      expect(got.headers['content-disposition']).toMatch(/^attachment; filename="statement.pdf"/);
    });
  });

  describe('changing and deleting', () => {
    it('edits title, description and year', async () => {
      const doc = await documentFor(null, 'Draft');
      const res = await t.request({
        method: 'PATCH',
        url: `/api/tax-documents/${doc.id}`,
        cookie: cookie.director,
        payload: { title: 'Final', description: 'Signed', taxYear: 2025 },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ title: 'Final', description: 'Signed', taxYear: 2025 });
      const bad = await t.request({
        method: 'PATCH',
        url: `/api/tax-documents/${doc.id}`,
        cookie: cookie.director,
        payload: { title: 'Final', taxYear: 2040 },
      });
      expect(bad.statusCode).toBe(400);
    });

    it('deletes the file with the document', async () => {
      const doc = await documentFor(null, 'Old');
      const [row] = await t.database.db
        .select({ key: taxDocuments.storageKey })
        .from(taxDocuments)
        .where(eq(taxDocuments.id, doc.id));
      expect(await t.app.files.exists(row!.key)).toBe(true);
      const res = await t.request({
        method: 'DELETE',
        url: `/api/tax-documents/${doc.id}`,
        cookie: cookie.director,
      });
      expect(res.statusCode).toBe(204);
      await t.drainJobs();
      expect(await t.app.files.exists(row!.key)).toBe(false);
      expect((await download('director', doc.filePath)).statusCode).toBe(404);
    });
  });

  describe('the size limit', () => {
    const small = testApp({
      config: {
        uploads: { photoMaxBytes: 200_000, documentMaxBytes: 200_000 },
        ...(files ? { files } : {}),
      },
    });
    it('refuses a larger document with 413 and a clear message', async () => {
      const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300_000, 0x20)]);
      const res = await upload(
        small,
        small.cookie.director,
        '/api/tax-documents',
        { title: 'Big', documentType: 'other', taxYear: '2026' },
        { name: 'big.pdf', type: 'application/pdf', bytes },
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('The file is too large: at most 0.2 MB.');
    });
  });
}
