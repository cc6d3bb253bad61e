// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { downloadFile } from './download-file.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a file download', () => {
  it('saves what the server sent under the file’s own name, with the session cookie', async () => {
    const fetched: [string, RequestInit][] = [];
    vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
      fetched.push([path, init]);
      return new Response('%PDF-1.7', { status: 200 });
    });
    vi.stubGlobal('URL', { createObjectURL: () => 'blob:doc', revokeObjectURL: () => undefined });
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    await downloadFile('/uploads/tax-documents/1-a.pdf', 'Statement 2025.pdf');
    expect(fetched).toEqual([['/uploads/tax-documents/1-a.pdf', { credentials: 'same-origin' }]]);
    expect(saved).toEqual([{ href: 'blob:doc', download: 'Statement 2025.pdf' }]);
  });

  it('fails with the server’s words when it refuses (the screen toasts them)', async () => {
    const notFound = { message: 'Document not found', code: 'errors.taxDocumentNotFound' };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(notFound), { status: 404 }));
    const failure = await downloadFile('/uploads/tax-documents/9-z.pdf', 'x.pdf').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).message).toBe('Document not found');
  });
});
