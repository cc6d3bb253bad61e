import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { queueMail } from '../../lib/mail/mail-jobs.ts';
import { renderMail } from '../../lib/mail/mail-template.ts';
import { addressee } from '../password-reset/password-reset-mail.ts';

/**
 * "Your kiosk PIN was changed" (or set), to the guardian's address in their language, in the
 * PIN's transaction (decision 072). A PIN signs children in and out: a guardian whose account
 * was used by someone else learns of it as they would of a changed password, whatever their
 * e-mail settings (a security notice, like the password-changed e-mail).
 */
export async function queueKioskPinMail(
  app: FastifyInstance,
  tx: DbOrTx,
  userId: number,
  change: 'set' | 'changed',
): Promise<void> {
  const { identity, language, centre, letterhead, t } = await addressee(
    tx,
    userId,
    app.config.publicUrl,
  );
  const mail = renderMail({
    language,
    centre: letterhead,
    subject:
      change === 'set' ? t('mail.kioskPinChanged.subjectSet') : t('mail.kioskPinChanged.subject'),
    greeting: t('mail.kioskPinChanged.greeting', { name: identity.displayName }),
    paragraphs: [
      change === 'set'
        ? t('mail.kioskPinChanged.bodySet', { centre })
        : t('mail.kioskPinChanged.body', { centre }),
      t('mail.kioskPinChanged.notYou'),
    ],
    action: {
      label: t('mail.kioskPinChanged.action'),
      url: `${app.config.publicUrl}/parent-dashboard?view=settings`,
    },
  });
  await queueMail(tx, { to: identity.email, ...mail }, app.clock.now());
}
