import { type Language, parseLanguage } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language (Accept-Language, else the default): read once, for every route. */
    language: Language;
  }
}

/** One hook reads the request's language, so no route parses the header itself. */
export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('language', parseLanguage(undefined));
    // Synchronous work, so a callback hook: no promise per request.
    app.addHook('onRequest', (request, _reply, done) => {
      request.language = parseLanguage(request.headers['accept-language']);
      done();
    });
  },
  { name: 'language' },
);
