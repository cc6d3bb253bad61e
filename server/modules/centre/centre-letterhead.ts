import type { DbOrTx } from '../../db/client.ts';
import type { FileStore } from '../../lib/files/file-store.ts';
import type { CentreHeader } from '../../lib/files/pdf.ts';
import { centreDetails, centreLogoFile } from './centre-queries.ts';

/** Everything a stream holds, as one buffer. */
async function bytesOf(body: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The centre's name, contacts and logo, as printed at the top of every PDF it makes
 * (invoices, receipts, statements, reports, sign-in sheets). A logo the store has lost is left
 * out rather than failing the document.
 */
export async function centreLetterhead(db: DbOrTx, files: FileStore): Promise<CentreHeader> {
  const [details, logoFile] = await Promise.all([centreDetails(db), centreLogoFile(db)]);
  const stored = logoFile ? await files.get(logoFile.key) : null;
  return {
    name: details.name,
    address: details.address,
    phone: details.phone,
    email: details.email,
    websiteUrl: details.websiteUrl,
    logo: stored ? await bytesOf(stored.body) : null,
  };
}
