import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { enqueue } from '../jobs/job-queue.ts';
import type { JobWorker } from '../jobs/job-worker.ts';
import type { Mail, Mailer } from './mailer.ts';

export const mailJobKind = 'mail.send';
const mailPayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});

/**
 * Queues an e-mail in the caller's transaction: it is sent if and only if the change that
 * causes it commits, and a failed delivery is retried (for about a day) instead of lost.
 */
export function queueMail(tx: DbOrTx, mail: Mail, now: Date): Promise<number | null> {
  return enqueue(
    tx,
    { kind: mailJobKind, payload: mail, label: `E-mail: ${mail.subject}`, maxAttempts: 10 },
    now,
  );
}

export function handleMailJobs(worker: JobWorker, mailer: Mailer): void {
  worker.handle(mailJobKind, (payload) => mailer.send(mailPayload.parse(payload)));
}
