import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { outboxMailer } from './mailer.ts';
import { TestClock } from '../../../test/api/test-clock.ts';

describe('outboxMailer', () => {
  it('keeps each mail as a JSON file in the outbox and logs one line', async () => {
    const dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'outbox-')), 'outbox');
    const info = vi.fn();
    const mailer = outboxMailer(dir, { info } as unknown as FastifyBaseLogger, new TestClock());
    try {
      await mailer.send({
        to: 'a@example.org',
        subject: 'Hello',
        text: 'Link: x',
        html: '<p>x</p>',
      });
      await mailer.send({
        to: 'b@example.org',
        subject: 'Again',
        text: 'Link: y',
        html: '<p>y</p>',
      });
      const files = (await readdir(dir)).sort();
      expect(files).toHaveLength(2);
      expect(JSON.parse(await readFile(path.join(dir, files[0]!), 'utf8'))).toEqual({
        to: 'a@example.org',
        subject: 'Hello',
        text: 'Link: x',
        html: '<p>x</p>',
        at: '2026-11-18T15:00:00.000Z',
      });
      expect(info).toHaveBeenCalledTimes(2);
      expect(info.mock.calls[0]![0]).toMatchObject({ subject: 'Hello' });
      // Who a mail is for is personal data: it stays in the file, out of the log.
      expect(JSON.stringify(info.mock.calls)).not.toContain('a@example.org');
    } finally {
      await rm(path.dirname(dir), { recursive: true, force: true });
    }
  });
});
