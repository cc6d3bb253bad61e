import type { FastifyInstance } from 'fastify';
import { portalOf, type Role } from '../../../contract/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { queueMail } from '../../lib/mail/mail-jobs.ts';
import { renderMail } from '../../lib/mail/mail-template.ts';
import { readerFormat, readerOfUser } from '../../lib/reader-format.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import { addressee } from '../password-reset/password-reset-mail.ts';

/** Where a person sees their signed-in devices and signs the others out. */
const settingsPath = { staff: '/settings', parent: '/parent-dashboard?view=settings' } as const;

/**
 * "A new sign-in to your account" (decision 067): the browser and system the user agent
 * names and the time in the person's zone; no place, which would need an outside lookup of
 * the address. Queued in the sign-in's transaction.
 */
export async function queueNewDeviceMail(
  app: FastifyInstance,
  tx: DbOrTx,
  sign: { user: { id: number; role: Role }; userAgent: string | undefined; at: Date },
): Promise<void> {
  const { identity, language, centre, letterhead, t } = await addressee(
    tx,
    sign.user.id,
    app.config.publicUrl,
  );
  const format = readerFormat(await readerOfUser(tx, sign.user.id));
  const { browser, system } = describeUserAgent(sign.userAgent);
  const device =
    browser && system
      ? t('mail.newDevice.browserOn', { browser, system })
      : (browser ?? system ?? t('mail.newDevice.unknownDevice'));
  const mail = renderMail({
    language,
    centre: letterhead,
    subject: t('mail.newDevice.subject', { centre }),
    greeting: t('mail.newDevice.greeting', { name: identity.displayName }),
    paragraphs: [
      t('mail.newDevice.body', { centre, device, time: format.instant(sign.at) }),
      t('mail.newDevice.notYou'),
    ],
    action: {
      label: t('mail.newDevice.action'),
      url: `${app.config.publicUrl}${settingsPath[portalOf(sign.user.role)]}`,
    },
  });
  await queueMail(tx, { to: identity.email, ...mail }, sign.at);
}
