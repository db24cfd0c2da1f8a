import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The catalogue is public and the same for everyone who reads it in one language, so browsers and proxies
// may keep it; but prices must never be shown stale (the order confirmation reads them), so every use is
// revalidated: `no-cache` with an ETag answers an unchanged catalogue with an empty 304.
const CACHE_CONTROL = 'public, no-cache';

/**
 * Marks a catalogue answer cacheable and answers true when the client's copy is current, in which case the
 * reply is already a bodiless 304 and the handler returns nothing more.
 */
export function isClientCopyCurrent(request: FastifyRequest, reply: FastifyReply, body: unknown): boolean {
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
  // The names come in the request's language.
  reply.header('cache-control', CACHE_CONTROL).header('vary', 'Accept-Language').header('etag', etag);
  const wanted = request.headers['if-none-match'];
  if (!wanted?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return false;
  reply.code(304);
  return true;
}
