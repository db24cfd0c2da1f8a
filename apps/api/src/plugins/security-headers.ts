import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { routePathOf } from '../lib/route-path.js';

/**
 * No inline script or style, except texts allowed by their hash: the prerendered pages' stylesheet
 * and theme script (plugins/prerendered-pages.ts) and the API docs' style (swagger.ts).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The headers helmet sets for these options, worked out once. Every answer gets the same set, so there is no
 * need to run helmet's middleware per request (@fastify/helmet rebuilds it per request, parsing the CSP each
 * time: a few per cent of a short API answer's CPU).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The policy with more sources for some directives, e.g. the hashes of exactly the stylesheet and script a
 * prerendered page carries inline: still no other inline code runs.
 */
export function contentSecurityPolicyWith(
  extra: Partial<Record<keyof typeof CONTENT_SECURITY_POLICY, string[]>>,
) {
  const directives: Record<string, string[]> = { ...CONTENT_SECURITY_POLICY };
  for (const [name, sources] of Object.entries(extra))
    directives[name] = [...(directives[name] ?? []), ...sources];
  const policy = helmetHeaders({ contentSecurityPolicy: { useDefaults: false, directives } })[
    'content-security-policy'
  ];
  if (!policy) throw new Error('helmet wrote no Content-Security-Policy');
  return policy;
}

/**
 * A script, stylesheet or image of a build is no document: a CSP, frame or referrer policy on it does nothing.
 * It keeps what a subresource uses (no MIME sniffing, same-origin only, HTTPS), and a first visit on HTTP/1.1
 * saves some 600 bytes on each of its few dozen files.
 */
const ASSET_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];
const isBuiltAsset = (url: string) => url.startsWith('/assets/') || url.startsWith('/admin/assets/');

/**
 * What only a document a browser shows acts on: opener isolation, agent clusters, DNS prefetch from links, IE's
 * open-a-download button, the old XSS auditor. A JSON answer of the API never becomes such a document, so it goes
 * without them (some 150 bytes and five headers on every answer); one that is no JSON (the API docs' page, a PDF
 * invoice) gets them in onSend. The CSP, frame, referrer, sniffing, HSTS and resource policies stay on every one.
 */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-xss-protection',
];
/** The raw URL, so `/%61pi/…` counts as a page and gets every header: more than needed, never fewer. */
const isApiUrl = (url: string) => url.startsWith('/api/');
const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

/** The origin of a URL, for a CSP source list: exactly that host, scheme and port. */
export const originOf = (url: string) => new URL(url).origin;

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { connectSources?: () => string[] }) => {
    // The saved-card form posts the card to Payme's cards API from the browser (docs/providers/payme-cards.md):
    // connect-src names exactly that origin and nothing else outside ours. Its address is known once the demo
    // layer has started the simulator, after this plugin: the headers are worked out at the first request.
    let computed:
      | {
          headers: Record<string, string>;
          api: Record<string, string>;
          documentOnly: Record<string, string>;
          notForAssets: string[];
        }
      | undefined;
    const current = () => {
      if (computed) return computed;
      const connect = [...CONTENT_SECURITY_POLICY['connect-src'], ...(options.connectSources?.() ?? [])];
      const headers = helmetHeaders({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { ...CONTENT_SECURITY_POLICY, 'connect-src': connect },
        },
      });
      const names = Object.keys(headers);
      const pick = (keep: (name: string) => boolean) =>
        Object.fromEntries(names.filter(keep).map((name) => [name, headers[name] as string]));
      computed = {
        headers,
        api: pick((name) => !DOCUMENT_ONLY_HEADERS.includes(name)),
        documentOnly: pick((name) => DOCUMENT_ONLY_HEADERS.includes(name)),
        notForAssets: names.filter((name) => !ASSET_HEADERS.includes(name)),
      };
      return computed;
    };
    // onRequest, so error answers carry them too; a later hook (the API docs' own CSP) may override one.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiUrl(request.url) ? current().api : current().headers);
      done();
    });
    // Answers of the API carry personal data, tokens and codes: no browser or proxy may keep a copy. A route
    // that sets its own Cache-Control (a file download) keeps it. Decided on the matched route: the router
    // decodes the path, so a raw-URL test misses `/%61pi/…`.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (routePathOf(request).startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      if (isApiUrl(request.url) && !isJson(reply.getHeader('content-type')))
        reply.headers(current().documentOnly);
      if (isBuiltAsset(request.url) && !String(reply.getHeader('content-type')).startsWith('text/html')) {
        for (const name of current().notForAssets) reply.removeHeader(name);
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
