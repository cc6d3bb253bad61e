import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

const respond = (status: number, body: string, statusText = '') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body || null, { status, statusText })),
  );

describe('the API client', () => {
  it('returns the parsed body of a successful call', async () => {
    respond(200, '{"count":4}');
    expect(await call('GET /api/messages/unread-count')).toEqual({ count: 4 });
  });

  it('turns a JSON error into an ApiError with the server’s message and the spec’s detail', async () => {
    respond(
      400,
      '{"message":"First name is required","fieldErrors":{"firstName":"First name is required"}}',
    );
    const error = await call('POST /api/children', { body: {} as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e.status).toBe(400);
    expect(e.message).toBe('First name is required');
    expect(e.fieldErrors).toEqual({ firstName: 'First name is required' });
    expect(e.detail).toBe(
      '400: {"message":"First name is required","fieldErrors":{"firstName":"First name is required"}}',
    );
  });

  it('uses the response text, or the status text when there is none', async () => {
    respond(502, 'Bad gateway from proxy');
    expect(((await call('GET /api/health').catch((e: unknown) => e)) as ApiError).detail).toBe(
      '502: Bad gateway from proxy',
    );
    respond(503, '', 'Service Unavailable');
    expect(((await call('GET /api/health').catch((e: unknown) => e)) as ApiError).detail).toBe(
      '503: Service Unavailable',
    );
  });

  it('reports a network failure as status 0 with a readable message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const e = (await call('GET /api/health').catch((err: unknown) => err)) as ApiError;
    expect(e.status).toBe(0);
    expect(e.message).toMatch(/could not reach the server/i);
  });
});
