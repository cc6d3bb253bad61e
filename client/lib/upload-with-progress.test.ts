import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { uploadWithProgress } from './upload-with-progress.ts';

/** Just enough of XMLHttpRequest for the helper: the test plays the server's part. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  path = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, path: string) {
    this.method = method;
    this.path = path;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, text: string, statusText = '') {
    Object.assign(this, { status, statusText, responseText: text });
    this.onload?.();
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

const form = () => {
  const data = new FormData();
  data.append('title', 'Painting');
  return data;
};

describe('uploadWithProgress', () => {
  it('sends the form with credentials, reports progress and answers the parsed JSON', async () => {
    const seen: number[] = [];
    const done = uploadWithProgress<{ id: number }>('POST', '/api/gallery', form(), {
      onProgress: (fraction) => seen.push(fraction),
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.path, xhr.withCredentials]).toEqual(['POST', '/api/gallery', true]);
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.answer(201, '{"id":7}');
    expect(await done).toEqual({ id: 7 });
    expect(seen).toEqual([0.25, 1, 1]);
  });

  it('throws the ApiError api.ts would: the server’s message and field errors', async () => {
    const done = uploadWithProgress('POST', '/api/gallery', form());
    FakeXhr.last.answer(
      413,
      '{"message":"The file is too large","fieldErrors":{"file":"The file is too large"}}',
    );
    const error = (await done.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(413);
    expect(error.message).toBe('The file is too large');
    expect(error.fieldErrors).toEqual({ file: 'The file is too large' });
    expect(error.detail).toMatch(/^413: /);
  });

  it('uses the status text when the body is empty, and status 0 when nothing answered', async () => {
    const proxy = uploadWithProgress('POST', '/api/gallery', form());
    FakeXhr.last.answer(502, '', 'Bad Gateway');
    expect(((await proxy.catch((e: unknown) => e)) as ApiError).detail).toBe('502: Bad Gateway');

    const offline = uploadWithProgress('POST', '/api/gallery', form());
    FakeXhr.last.onerror?.();
    const error = (await offline.catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/could not reach the server/i);
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const done = uploadWithProgress('POST', '/api/gallery', form(), {
      signal: controller.signal,
    });
    controller.abort();
    const error = (await done.catch((e: unknown) => e)) as DOMException;
    expect(error.name).toBe('AbortError');
  });
});
