import type { FastifyRequest } from 'fastify';

/**
 * The path a request is about, as the router sees it: the matched route's pattern (`/api/client/orders/:id`),
 * else, for a request no route matched, its path decoded the way the router decodes it. Guards decide on this,
 * never on the raw `request.url`: the router decodes `%73` to `s` before matching, so a raw-URL prefix test is
 * walked past by percent-encoding one letter.
 */
export function routePathOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? decodedPathOf(request);
}

/** The request's path without its query, percent-decoded as the router decodes it (the raw path if malformed). */
export function decodedPathOf(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
