import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { routePathOf } from '../lib/route-path.js';
import { unsafeTextFields } from '../lib/unsafe-text.js';

/** The customer and staff APIs and the demo endpoints; provider callbacks answer their own protocols' errors. */
const GUARDED = /^\/api\/(client|admin|dev)\//;

/**
 * Refuses control characters (and bidi overrides in names) in every path parameter, query value and JSON body
 * field before validation, as a 422 on that field: one rule for every endpoint, so none can reach the database.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    // Synchronous work, so a callback hook: no promise per request.
    app.addHook('preValidation', (request, _reply, done) => {
      // The matched route, not the raw URL: `/%61pi/client/…` reaches the same handler.
      if (!GUARDED.test(routePathOf(request))) return done();
      const fields = [
        ...unsafeTextFields(request.params),
        ...unsafeTextFields(request.query),
        ...unsafeTextFields(request.body),
      ];
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
