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

/** The texts of each notice about an account's sign-in (spelled out: the catalogue check). */
const signInNotices = {
  passwordChanged: {
    subject: 'mail.passwordChanged.subject',
    greeting: 'mail.passwordChanged.greeting',
    body: 'mail.passwordChanged.body',
    notYou: 'mail.passwordChanged.notYou',
    button: 'mail.passwordChanged.action',
  },
  twoStepReset: {
    subject: 'mail.twoStepReset.subject',
    greeting: 'mail.twoStepReset.greeting',
    body: 'mail.twoStepReset.body',
    notYou: 'mail.twoStepReset.notYou',
    button: 'mail.twoStepReset.action',
  },
};

/**
 * A notice about the account's sign-in, to the account's own address in its language, with a
 * way back to sign in.
 */
async function queueSignInNotice(
  app: FastifyInstance,
  tx: DbOrTx,
  user: { id: number; role: Role },
  kind: keyof typeof signInNotices,
  params: Record<string, string> = {},
): Promise<void> {
  const text = signInNotices[kind];
  const { identity, language, centre, letterhead, t } = await addressee(
    tx,
    user.id,
    app.config.publicUrl,
  );
  const mail = renderMail({
    language,
    centre: letterhead,
    subject: t(text.subject),
    greeting: t(text.greeting, { name: identity.displayName }),
    paragraphs: [t(text.body, { ...params, centre }), t(text.notYou)],
    action: {
      label: t(text.button),
      url: `${app.config.publicUrl}${signInPath[portalOf(user.role)]}`,
    },
  });
  await queueMail(tx, { to: identity.email, ...mail }, app.clock.now());
}

/** "Your password was changed", after a reset or a change in Settings. */
export const queuePasswordChangedMail = (
  app: FastifyInstance,
  tx: DbOrTx,
  user: { id: number; role: Role },
) => queueSignInNotice(app, tx, user, 'passwordChanged');

/**
 * "Your two-step sign-in was turned off", when a director reset it for someone who lost their
 * phone (decision 069): who did it, and what to do if it was not asked for.
 */
export const queueTwoStepResetMail = (
  app: FastifyInstance,
  tx: DbOrTx,
  user: { id: number; role: Role },
  director: string,
) => queueSignInNotice(app, tx, user, 'twoStepReset', { director });
