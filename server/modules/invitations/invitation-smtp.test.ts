import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { retryDelayMs } from '../../lib/jobs/job-worker.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';
import { enrolChild, inviteParent } from '../../../test/api/fixtures.ts';

// A real SMTP server, started here: the invitation e-mail goes through the jobs and SMTP,
// and a refused delivery is tried again rather than lost.
type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];
let refuseNext = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (refuseNext > 0) {
      refuseNext -= 1;
      return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let t: TestApp;
let director: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  t = await startTestApp(
    {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Sunny Days <office@sunnydays.example>',
      publicUrl: 'https://portal.sunnydays.example',
    },
    { realMailer: true },
  );
  director = await t.login(demo.director);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The decoded body of a MIME message: quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('the invitation e-mail, over SMTP', () => {
  it('arrives with the registration link, in text and in HTML', async () => {
    const childId = await enrolChild(t, director);
    const invitation = await inviteParent(t, director, { email: 'grace.lee@example.org', childId });
    expect(received).toHaveLength(0); // a job of the invitation: sent by the worker
    await t.drainJobs();
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('office@sunnydays.example');
    expect(mail.to).toEqual(['grace.lee@example.org']);
    const body = decoded(mail.raw);
    expect(body).toContain('Subject: Your parent registration link');
    expect(body).toContain('Content-Type: text/plain');
    expect(body).toContain('Content-Type: text/html');
    const link = `https://portal.sunnydays.example/parent-register?code=${invitation.invitationCode}`;
    expect(body).toContain(`Create your account: ${link}`);
    expect(body).toContain(`href="${link}"`);
    expect(body).toContain('Sunny Days Child Care Centre');
  });

  it('is sent again later when the server refuses it once', async () => {
    received.length = 0;
    refuseNext = 1;
    const childId = await enrolChild(t, director, { lastName: 'Busy' });
    await inviteParent(t, director, { email: 'busy.mailbox@example.org', childId });
    await t.drainJobs();
    expect(received).toHaveLength(0);
    t.clock.advance(retryDelayMs(1));
    await t.drainJobs();
    expect(received.map((m) => m.to)).toEqual([['busy.mailbox@example.org']]);
  });
});
