import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type GateWork, requestGate } from './request-gate.ts';

let handled = 0;
const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));
const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  handled = 0;
});

/** An app whose one route counts its runs, behind a gate doing `work`. */
async function gated(work: GateWork) {
  const app = Fastify();
  apps.push(app);
  app.addHook('onRequest', requestGate(work));
  app.get('/', async () => {
    handled++;
    // Still answering when anything else would reach the handler.
    await later(null);
    return { from: 'handler' };
  });
  await app.ready();
  return app;
}

describe('requestGate', () => {
  it('lets the request go on when the work returns nothing', async () => {
    const app = await gated(() => {});
    const res = await app.inject('/');
    expect(res.json()).toEqual({ from: 'handler' });
    expect(handled).toBe(1);
  });

  it('stops at the answer the work sent, at once or after waiting', async () => {
    for (const work of [
      ((_request, reply) => reply.code(403).send({ from: 'gate' })) satisfies GateWork,
      ((_request, reply) =>
        later(null).then(() => reply.code(403).send({ from: 'gate' }))) as GateWork,
    ]) {
      const app = await gated(work);
      const res = await app.inject('/');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ from: 'gate' });
    }
    expect(handled).toBe(0);
  });

  it('goes on once, not twice, after waiting', async () => {
    const app = await gated((request) =>
      later('x').then((value) => {
        (request as unknown as { seen: string }).seen = value;
      }),
    );
    const res = await app.inject('/');
    expect(res.json()).toEqual({ from: 'handler' });
    expect(handled).toBe(1);
  });

  it('answers with the error the work threw or rejected with, and runs nothing else', async () => {
    for (const work of [
      (() => {
        throw Object.assign(new Error('refused'), { statusCode: 409 });
      }) satisfies GateWork,
      (() => Promise.reject(Object.assign(new Error('refused'), { statusCode: 409 }))) as GateWork,
    ]) {
      const app = await gated(work);
      const res = await app.inject('/');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('refused');
    }
    expect(handled).toBe(0);
  });
});
