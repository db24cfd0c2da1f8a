import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../lib/json-depth.js';
import { routePathOf } from '../lib/route-path.js';
import { mayHoldUnsafeText, unsafeTextFields } from '../lib/unsafe-text.js';

/** The customer and staff APIs and the demo endpoints; provider callbacks answer their own protocols' errors. */
const GUARDED = /^\/api\/(client|admin|dev)\//;

/**
 * Refuses control characters (and bidi overrides in names) in every path parameter, query value and JSON body
 * field before validation, as a 422 on that field: one rule for every endpoint, so none can reach the database.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    // JSON bodies are measured before they are parsed: past MAX_JSON_DEPTH levels the request is malformed (400),
    // so no recursion here or in validation meets a body deep enough to overflow the stack (a 500 before).
    // The parse itself stays fastify's, with its guards against prototype poisoning.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new AppError('BAD_REQUEST'), undefined);
      parseJson(request, text, done);
    });
    // Synchronous work, so a callback hook: no promise per request.
    app.addHook('preValidation', (request, _reply, done) => {
      const { params, query, body } = request;
      // Nearly every request holds no such text: it passes without the route being read.
      if (!mayHoldUnsafeText(params) && !mayHoldUnsafeText(query) && !mayHoldUnsafeText(body)) return done();
      // The matched route, not the raw URL: `/%61pi/client/…` reaches the same handler.
      if (!GUARDED.test(routePathOf(request))) return done();
      const fields = [...unsafeTextFields(params), ...unsafeTextFields(query), ...unsafeTextFields(body)];
      if (fields.length === 0) return done();
      done(
        new AppError('VALIDATION_FAILED', {
          fields: Object.fromEntries(fields.map((field) => [field, ['invalid']])),
        }),
      );
    });
  },
  { name: 'input-guard' },
);
