import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { currentRequestId, runWithRequestId } from '../lib/request-context.js';

/**
 * Each request runs as its id (lib/request-context.ts), so the jobs it queues carry the id of the log lines
 * it wrote; the answer names it (X-Request-Id) for a customer or an operator to quote.
 */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      runWithRequestId(request.id, done);
    });
    // Reading the body resumes in the socket's context, not the hook's: the handler is entered again as the request.
    // A request without a body (most GETs) is still in the hook's context, and goes on without a second entry.
    app.addHook('preHandler', (request, _reply, done) =>
      currentRequestId() === request.id ? done() : runWithRequestId(request.id, done),
    );
  },
  { name: 'request-id' },
);
