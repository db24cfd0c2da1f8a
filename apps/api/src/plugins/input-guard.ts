import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { unsafeTextFields } from '../lib/unsafe-text.js';

/** The customer and staff APIs and the demo endpoints; provider callbacks answer their own protocols' errors. */
const GUARDED = /^\/api\/(client|admin|dev)\//;

/**
 * Refuses control characters (and bidi overrides in names) in every path parameter, query value and JSON body
 * field before validation, as a 422 on that field: one rule for every endpoint, so none can reach the database.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (!GUARDED.test(request.url)) return;
      const fields = [
        ...unsafeTextFields(request.params),
        ...unsafeTextFields(request.query),
        ...unsafeTextFields(request.body),
      ];
      if (fields.length > 0) {
        throw new AppError('VALIDATION_FAILED', {
          fields: Object.fromEntries(fields.map((field) => [field, ['invalid']])),
        });
      }
    });
  },
  { name: 'input-guard' },
);
