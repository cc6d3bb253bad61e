import type { DbOrTx } from '../../db/client.ts';
import type { MailCentre } from '../../lib/mail/mail-template.ts';
import { centreDetails } from './centre-queries.ts';

/**
 * The centre as its e-mails show it: name, contacts and the logo's public address (on
 * PUBLIC_URL, never the request's Host), read in the e-mail's transaction.
 */
export async function mailCentre(db: DbOrTx, publicUrl: string): Promise<MailCentre> {
  const details = await centreDetails(db);
  return {
    name: details.name,
    address: details.address,
    phone: details.phone,
    email: details.email,
    websiteUrl: details.websiteUrl,
    logoUrl: details.logo === null ? null : `${publicUrl}/api/centre/logo?v=${details.logo}`,
  };
}
