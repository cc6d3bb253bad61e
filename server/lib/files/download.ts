import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http-errors.ts';
import { sha256 } from '../tokens.ts';
import type { FileStore } from './file-store.ts';

/** `filename` for Content-Disposition: ASCII fallback plus the UTF-8 name (RFC 6266). */
function disposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a stored file to someone the route has already authorized. It may be kept by the
 * browser but by no shared cache (private), is checked again on each use (no-cache, answered
 * 304 while unchanged), and is never sniffed as another type (nosniff, set for every
 * answer). Keys never change content, so a digest of the key is the ETag.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  file: { key: string; contentType: string; fileName: string },
  kind: 'inline' | 'attachment' = 'inline',
) {
  // A digest of the key: keys never change content, and never leave the server themselves.
  const etag = `"${sha256(file.key).slice(0, 32)}"`;
  reply.header('Cache-Control', 'private, no-cache');
  reply.header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const stored = await store.get(file.key);
  if (!stored) throw notFound('errors.fileNotFound');
  reply.header('Content-Type', file.contentType);
  reply.header('Content-Length', stored.size);
  reply.header('Content-Disposition', disposition(kind, file.fileName));
  return reply.send(stored.body);
}
