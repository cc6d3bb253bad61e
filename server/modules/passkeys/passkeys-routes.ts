import type { FastifyInstance } from 'fastify';
import { passkeyErrors } from '../../../contract/passkeys.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import { confirmCurrentPassword } from '../account/account-actions.ts';
import {
  addPasskey,
  registrationOptions,
  relyingPartyOf,
  removePasskey,
  useChallenge,
} from './passkeys-actions.ts';
import { accountNames, listPasskeys } from './passkeys-queries.ts';

const item = (p: {
  id: number;
  credentialId: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}) => ({
  id: p.id,
  credentialId: p.credentialId,
  name: p.name,
  createdAt: p.createdAt.toISOString(),
  lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
});

/**
 * A person's passkeys (decision 071): listed, added (a challenge, then the device's answer)
 * and removed with the password. Signing in with one is in modules/auth.
 */
export async function passkeysRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/account/passkeys', async (request) => ({
    passkeys: (await listPasskeys(app.db, principalOf(request))).map(item),
  }));

  serve(app, 'POST /api/account/passkeys/options', async (request) => {
    const actor = actorOf(request);
    const names = await accountNames(app.db, actor.userId);
    const rp = relyingPartyOf(app.config.publicUrl, names.centreName);
    const options = await registrationOptions(
      app.db,
      rp,
      { ...actor, displayName: names.displayName },
      app.clock.now(),
    );
    return { options: options as unknown as Record<string, unknown> };
  });

  serve(app, 'POST /api/account/passkeys', async (request) => {
    const actor = actorOf(request);
    const now = app.clock.now();
    const { name, response } = request.body;
    // Taken before the answer is checked, and kept taken whatever the outcome: once.
    const challenge = await useChallenge(
      app.db,
      response.response.clientDataJSON,
      { purpose: 'register', userId: actor.userId },
      now,
    );
    if (!challenge)
      throw new HttpError(400, passkeyErrors.notAccepted, { response: passkeyErrors.notAccepted });
    const rp = relyingPartyOf(app.config.publicUrl, '');
    const added = await app.db.transaction((tx) =>
      addPasskey(tx, rp, actor, { name, response, challenge }, now),
    );
    return item(added);
  });

  serve(app, 'POST /api/account/passkeys/remove', async (request) => {
    const actor = actorOf(request);
    const now = app.clock.now();
    const { credentialId, currentPassword } = request.body;
    await confirmCurrentPassword(app.db, actor.userId, currentPassword, now);
    await app.db.transaction((tx) => removePasskey(tx, actor, credentialId, now));
    return { ok: true as const };
  });
}
