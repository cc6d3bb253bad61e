import {
  alreadyAcknowledged,
  type IncidentResponse,
  normaliseSignature,
  signatureMismatch,
} from '../../../contract/incidents.ts';
import { requireTarget } from '../../access/access.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import {
  acknowledgeIncident,
  incidentChildId,
  incidentQueries,
  parentSigner,
} from './incidents-queries.ts';

export const incidentNotFound = 'errors.incidentNotFound';

/**
 * A parent signs that they have read their child's incident report, in the caller's
 * transaction with its audit row: the signature must be their own name as the centre has
 * it (case and spacing aside), and a report is signed once (409 after).
 */
export async function signIncidentReport(
  tx: DbOrTx,
  actor: Actor,
  input: { id: number; signature: string },
  clock: Clock,
): Promise<IncidentResponse> {
  const { id, signature } = input;
  const childId = await incidentChildId(tx, id);
  if (childId === undefined) throw notFound(incidentNotFound);
  // Another family's incident answers exactly like one that does not exist.
  await requireTarget(tx, actor, 'incident.acknowledge', childId, incidentNotFound);
  const signer = await parentSigner(tx, actor.userId);
  if (!signer) throw notFound(incidentNotFound);
  if (normaliseSignature(signature) !== normaliseSignature(signer.fullName)) {
    const params = { name: signer.fullName };
    throw badRequest(signatureMismatch, { signature: { code: signatureMismatch, params } }, params);
  }
  const at = clock.now();
  if (!(await acknowledgeIncident(tx, id, { parentId: signer.id, signature, at })))
    throw new HttpError(409, alreadyAcknowledged);
  await auditBy(tx, actor, {
    action: 'incident.acknowledge',
    entityType: 'incident',
    entityId: id,
    details: { childId, signature },
    at,
  });
  return incidentQueries.find(tx, id);
}
