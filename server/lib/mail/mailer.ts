import { mkdir, writeFile } from 'node:fs/promises';
import { privateDir, privateFile } from '../private-files.ts';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import { type Clock, systemClock } from '../clock.ts';

/** One e-mail: always a plain-text and an HTML part (lib/mail/mail-template.ts). */
export type Mail = { to: string; subject: string; text: string; html: string };

/** Where outgoing e-mail goes. Sending happens in a job (lib/mail/mail-jobs.ts), retried. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * PRODUCT.md: without SMTP, mails are kept in an outbox folder and logged, so nothing is lost.
 * One JSON file per mail, named by time so the folder reads in order.
 */
export function outboxMailer(dir: string, log: FastifyBaseLogger, clock: Clock): Mailer {
  let sequence = 0;
  return {
    async send(mail) {
      const at = clock.now();
      await mkdir(dir, { recursive: true, mode: privateDir });
      sequence += 1;
      const stamp = at.toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${process.pid}-${sequence}.json`);
      // An invitation's link is a key to an account: the server's user's alone.
      await writeFile(file, JSON.stringify({ ...mail, at: at.toISOString() }, null, 2), {
        mode: privateFile,
      });
      // The recipient is personal data: the log names the file that holds the mail.
      log.info({ subject: mail.subject, file }, 'mail kept in outbox');
    },
  };
}

/**
 * SMTP through nodemailer (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.org:465). A
 * refused or failed delivery throws, and the mail job tries again later.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer loads with the first mail, not at every start.
  let transport: Transporter | undefined;
  return {
    async send(mail) {
      transport ??= (await import('nodemailer')).default.createTransport(smtpUrl);
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** The app's mailer when none is passed: SMTP when configured, else the outbox in DATA_DIR. */
export function defaultMailer(
  options: { config: Config; clock?: Clock },
  app: { log: FastifyBaseLogger },
): Mailer {
  const { config } = options;
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.mailFrom);
  return outboxMailer(path.join(config.dataDir, 'outbox'), app.log, options.clock ?? systemClock);
}
