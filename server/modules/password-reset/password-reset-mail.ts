import type { FastifyInstance } from 'fastify';
import { portalOf, type Role } from '../../../contract/enums.ts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { translate } from '../../lib/i18n.ts';
import { queueMail } from '../../lib/mail/mail-jobs.ts';
import { renderMail } from '../../lib/mail/mail-template.ts';
import { languageOfUser } from '../../lib/user-language.ts';
import { findIdentity } from '../auth/auth-queries.ts';
import { mailCentre } from '../centre/centre-mail.ts';

/**
 * `{PUBLIC_URL}/reset-password?token=…`: the configured address, never the request's Host
 * (a request sent with `Host: evil.example` must not make the centre mail a link there).
 */
export const resetLinkFor = (config: Pick<Config, 'publicUrl'>, token: string) =>
  `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

const signInPath = { staff: '/login', parent: '/parent-login' } as const;

/** Who an account's e-mail is for: their name and language, and the centre's name. */
export async function addressee(db: DbOrTx, userId: number, publicUrl: string) {
  const identity = await findIdentity(db, userId);
  if (!identity) throw new Error(`No account ${userId}`);
  const language = await languageOfUser(db, userId);
  const letterhead = await mailCentre(db, publicUrl);
  const centre = letterhead.name;
  const t = (id: string, params?: Record<string, string>) => translate(language, id, params);
  return { identity, language, centre, letterhead, t };
}

/**
 * Queues the e-mail with a password link, in the link's transaction, in the person's own
 * language. `sentBy` names the director who sent it; null when they asked themselves.
 */
export async function queueResetMail(
  app: FastifyInstance,
  tx: DbOrTx,
  link: { userId: number; token: string; sentBy: string | null },
): Promise<void> {
  const { identity, language, centre, letterhead, t } = await addressee(
    tx,
    link.userId,
    app.config.publicUrl,
  );
  const mail = renderMail({
    language,
    centre: letterhead,
    subject: t('mail.passwordReset.subject'),
    greeting: t('mail.passwordReset.greeting', { name: identity.displayName }),
    paragraphs: [
      link.sentBy
        ? t('mail.passwordReset.sentBy', { sender: link.sentBy, centre })
        : t('mail.passwordReset.asked', { centre }),
      t('mail.passwordReset.validFor'),
    ],
    action: { label: t('mail.passwordReset.action'), url: resetLinkFor(app.config, link.token) },
    footer: t('mail.passwordReset.footer'),
  });
  await queueMail(tx, { to: identity.email, ...mail }, app.clock.now());
}

/** "Your password was changed", to the account's address, with a way back to sign in. */
export async function queuePasswordChangedMail(
  app: FastifyInstance,
  tx: DbOrTx,
  user: { id: number; role: Role },
): Promise<void> {
  const { identity, language, centre, letterhead, t } = await addressee(
    tx,
    user.id,
    app.config.publicUrl,
  );
  const mail = renderMail({
    language,
    centre: letterhead,
    subject: t('mail.passwordChanged.subject'),
    greeting: t('mail.passwordChanged.greeting', { name: identity.displayName }),
    paragraphs: [t('mail.passwordChanged.body', { centre }), t('mail.passwordChanged.notYou')],
    action: {
      label: t('mail.passwordChanged.action'),
      url: `${app.config.publicUrl}${signInPath[portalOf(user.role)]}`,
    },
  });
  await queueMail(tx, { to: identity.email, ...mail }, app.clock.now());
}

/**
 * "Your two-step sign-in was turned off", when a director reset it for someone who lost their
 * phone (decision 069): who did it, and what to do if it was not asked for.
 */
export async function queueTwoStepResetMail(
  app: FastifyInstance,
  tx: DbOrTx,
  user: { id: number; role: Role },
  director: string,
): Promise<void> {
  const { identity, language, centre, letterhead, t } = await addressee(
    tx,
    user.id,
    app.config.publicUrl,
  );
  const mail = renderMail({
    language,
    centre: letterhead,
    subject: t('mail.twoStepReset.subject'),
    greeting: t('mail.twoStepReset.greeting', { name: identity.displayName }),
    paragraphs: [t('mail.twoStepReset.body', { director, centre }), t('mail.twoStepReset.notYou')],
    action: {
      label: t('mail.twoStepReset.action'),
      url: `${app.config.publicUrl}${signInPath[portalOf(user.role)]}`,
    },
  });
  await queueMail(tx, { to: identity.email, ...mail }, app.clock.now());
}
