import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { sha256 } from '../../lib/tokens.ts';
import { actorOf, kioskOf, principalOf } from '../../plugins/access.ts';
import { endSession, setKioskCookie } from '../../plugins/session.ts';
import {
  countCodeTry,
  identifyByCode,
  identifyByPin,
  pairKiosk,
  pinStatus,
  removePin,
  setPin,
  signAtKiosk,
  startVisit,
  unpairKiosk,
} from './kiosk-actions.ts';
import { codeStepMs, kioskCode, stepAt } from './kiosk-codes.ts';
import { listKiosks, signatureFile } from './kiosk-queries.ts';
import { sendStoredFile } from '../../lib/files/download.ts';
import { notFound } from '../../lib/http-errors.ts';
import { requireChild } from '../handover/pickup-queries.ts';
import { issuePickupPin, withdrawPickupPin } from './pickup-pins.ts';
import { queueKioskPinMail } from './kiosk-pin-mail.ts';

const signatureNotFound = 'errors.signatureNotFound';

/** The door kiosk (decision 070). */
export async function kioskRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/kiosks', async () => listKiosks(app.db));

  serve(app, 'POST /api/kiosks', async (request, reply) => {
    const token = app.tokens.token();
    const at = app.clock.now();
    const kiosk = await app.db.transaction((tx) =>
      pairKiosk(
        tx,
        actorOf(request),
        {
          name: request.body.name,
          tokenHash: sha256(token),
          userAgent: request.headers['user-agent'],
        },
        at,
      ),
    );
    // The tablet is the kiosk from now on: the director's own session on it ends.
    await endSession(app, request, reply);
    setKioskCookie(request, reply, token);
    const [listed] = (await listKiosks(app.db)).filter((k) => k.id === kiosk.id);
    return reply.code(201).send(listed!);
  });

  serve(app, 'DELETE /api/kiosks/:id', async (request) => {
    await app.db.transaction((tx) =>
      unpairKiosk(tx, actorOf(request), request.params.id, app.clock.now()),
    );
    return { ok: true as const };
  });

  serve(app, 'GET /api/kiosk', async (request) => {
    const kiosk = kioskOf(request);
    return { id: kiosk.kioskId, name: kiosk.name };
  });

  serve(app, 'POST /api/kiosk/identify', async (request) => {
    const kiosk = kioskOf(request);
    const { body } = request;
    if ('pin' in body) {
      const signer = await identifyByPin(app, kiosk, body.phoneLast4, body.pin);
      return app.db.transaction((tx) => startVisit(app, tx, kiosk, signer, 'pin'));
    }
    const succeeded = await countCodeTry(app, kiosk);
    const at = app.clock.now();
    const visit = await app.db.transaction(async (tx) => {
      const guardian = await identifyByCode(app, tx, kiosk, body.code, at);
      return startVisit(app, tx, kiosk, { guardianUserId: guardian }, 'code');
    });
    await succeeded();
    return visit;
  });

  serve(
    app,
    'POST /api/kiosk/sign',
    async (request) => signAtKiosk(app, kioskOf(request), request.body, request.ip),
    // A finger signature as a data URL.
    { bodyLimit: 512 * 1024 },
  );

  serve(app, 'GET /api/children/:id/signature', async (request, reply) => {
    const { id } = request.params;
    const { date, of } = request.query;
    const file = await signatureFile(app.db, principalOf(request), id, date, of);
    if (!file) throw notFound(signatureNotFound);
    return sendStoredFile(request, reply, app.files, {
      key: file.key,
      contentType: file.contentType,
      fileName: `signature-${request.query.date}-${request.query.of}.png`,
    });
  });

  serve(app, 'GET /api/account/kiosk-pin', async (request) =>
    pinStatus(app.db, principalOf(request).userId),
  );

  serve(app, 'PUT /api/account/kiosk-pin', async (request) =>
    app.db.transaction((tx) => {
      const actor = actorOf(request);
      // "Your kiosk PIN was changed", in the PIN's transaction (decision 072).
      return setPin(tx, actor, request.body.pin, app.clock.now(), (change) =>
        queueKioskPinMail(app, tx, actor.userId, change),
      );
    }),
  );

  serve(app, 'DELETE /api/account/kiosk-pin', async (request) =>
    app.db.transaction((tx) => removePin(tx, actorOf(request), app.clock.now())),
  );

  serve(app, 'GET /api/account/kiosk-code', async (request) => {
    const at = app.clock.now();
    const step = stepAt(at);
    return {
      code: kioskCode(app.secrets, principalOf(request).userId, step),
      refreshAt: new Date((step + 1) * codeStepMs).toISOString(),
    };
  });

  // Kiosk PINs of people on the pick-up list (decision 072).
  serve(app, 'POST /api/children/:id/pickup/people/:personId/kiosk-pin', async (request) => {
    const principal = principalOf(request);
    return app.db.transaction(async (tx) => {
      const child = await requireChild(tx, principal, 'pickupPin.issue', request.params.id);
      const target = { childId: child.id, personId: request.params.personId };
      return issuePickupPin(tx, actorOf(request), target, app.clock.now());
    });
  });

  serve(app, 'DELETE /api/children/:id/pickup/people/:personId/kiosk-pin', async (request) => {
    const principal = principalOf(request);
    await app.db.transaction(async (tx) => {
      const child = await requireChild(tx, principal, 'pickupPin.withdraw', request.params.id);
      const target = { childId: child.id, personId: request.params.personId };
      await withdrawPickupPin(tx, actorOf(request), target, app.clock.now());
    });
    return { ok: true as const };
  });
}
