import { createHash, randomUUID } from 'node:crypto';
import { ERROR_STATUS } from '@portal/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import fp from 'fastify-plugin';
import { inRequestTransaction } from '../db/request-transaction.js';
import { foreignKeyViolationOf } from '../db/unique-violation.js';
import { AppError, isAppError } from '../errors/app-error.js';
import { hooksOf } from '../lib/route-hooks.js';
import {
  answerKey,
  type Claim,
  claimKey,
  findKey,
  holdKey,
  type KeyRow,
  releaseKey,
  takeOverKey,
} from './idempotency-keys.js';

export { IDEMPOTENCY_KEY_TTL_MS, sweepIdempotencyKeys } from './idempotency-keys.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route accepts an Idempotency-Key header: the same key from the same customer answers once. Staff routes
     * that set it act on the customer named by their `:id` parameter, and their keys are kept per staff member.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyKey: (Claim & { answered: boolean }) | null;
  }
}

const KEY = /^[\x21-\x7E]{8,255}$/;

/** Whose key it is: the customer's own, or a staff member's acting on the customer of the route's `:id`. */
function ownerOf(request: FastifyRequest, key: string): { userId: number; key: string } | null {
  if (request.auth) return { userId: request.auth.user.id, key };
  const customerId = (request.params as { id?: unknown } | undefined)?.id;
  if (request.staffAuth && typeof customerId === 'number') {
    return { userId: customerId, key: `staff-${request.staffAuth.staff.id}:${key}` };
  }
  return null;
}

const requestHashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');

const statusOf = (error: unknown): number =>
  isAppError(error) ? ERROR_STATUS[error.code] : ((error as { statusCode?: number }).statusCode ?? 500);

const replay = (reply: FastifyReply, first: KeyRow) =>
  reply
    .code(first.responseStatus ?? 200)
    .type('application/json; charset=utf-8')
    .header('idempotent-replay', 'true')
    .send(first.responseBody);

/**
 * Idempotency-Key for requests that move money or create something billable. The key is claimed in the database
 * before the handler runs (one INSERT, so two racing requests cannot both pass); a repeat gets the first answer,
 * a repeat while the first still runs gets 409, and the same key for a different request gets 422.
 *
 * The handler runs in one transaction that first locks the key and ends by storing the answer, so the effect and
 * its answer commit together: a process killed after the commit leaves the answer for the retry, one killed
 * before it leaves nothing done, and the retry takes the key over once its lease ran out and does the work once.
 * An answer of 4xx keeps what the request counted (its services' own transactions have already undone their
 * part) and is stored after it; a 5xx undoes everything and frees the key, so the client may try again.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('idempotencyKey', null);

    // The claim and the stored answer are hooks of the idempotent routes only (see onRoute below): the other
    // requests, nearly all, pass without two promises of their own.
    const claimKeyHook: preHandlerAsyncHookHandler = async (request, reply) => {
      const header = request.headers['idempotency-key'];
      if (header === undefined) return;
      const sent = Array.isArray(header) ? (header[0] ?? '') : header;
      if (!KEY.test(sent))
        throw new AppError('VALIDATION_FAILED', { fields: { 'Idempotency-Key': ['invalid'] } });
      const owner = ownerOf(request, sent);
      if (!owner) return;
      const claim: Claim = { ...owner, holder: randomUUID() };
      const route = `${request.method} ${request.routeOptions.url ?? ''}`;
      const requestHash = requestHashOf(request);
      let claimed: boolean;
      try {
        claimed = await claimKey(app.db, claim, { route, requestHash }, app.clock.now());
      } catch (error) {
        // A staff request naming a customer that does not exist.
        if (foreignKeyViolationOf(error)) throw new AppError('NOT_FOUND');
        throw error;
      }
      if (claimed) {
        request.idempotencyKey = { ...claim, answered: false };
        return;
      }
      const first = await findKey(app.db, claim);
      if (!first) throw new AppError('CONFLICT');
      if (first.route !== route || first.requestHash !== requestHash) {
        throw new AppError('VALIDATION_FAILED', { fields: { 'Idempotency-Key': ['invalid'] } });
      }
      if (first.status === 'done') return replay(reply, first);
      if (await takeOverKey(app.db, claim, app.clock.now())) {
        request.idempotencyKey = { ...claim, answered: false };
        return;
      }
      // Answered while we looked, or still held by a running request.
      const now = await findKey(app.db, claim);
      if (now?.status === 'done') return replay(reply, now);
      throw new AppError('CONFLICT');
    };

    // Every idempotent route's handler runs in the transaction that stores its answer.
    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotent) return;
      // The claim runs first among the route's own preHandlers (after every app-wide one, as when it was one of
      // those); the answer is stored after every other onSend hook, as before.
      route.preHandler = [claimKeyHook, ...hooksOf(route.preHandler)];
      route.onSend = [...hooksOf(route.onSend), storeAnswerHook];
      const handler = route.handler as RouteHandlerMethod;
      route.handler = async function answeredOnce(this: FastifyInstance, request, reply) {
        const claim = request.idempotencyKey;
        if (!claim) return handler.call(this, request, reply);
        const outcome = await app.db.transaction(async (tx) => {
          if (!(await holdKey(tx, claim))) throw new AppError('CONFLICT');
          let value: unknown;
          try {
            value = await inRequestTransaction(tx, async () => handler.call(this, request, reply));
          } catch (error) {
            if (statusOf(error) >= 500) throw error;
            return { error };
          }
          // A handler that sent its own reply is answered in onSend, after the commit.
          if (value === undefined || value === reply) return { value };
          const body: unknown = JSON.parse(reply.serialize(value) as string);
          await answerKey(tx, claim, { status: reply.statusCode, body });
          claim.answered = true;
          return { value };
        });
        if ('error' in outcome) throw outcome.error;
        return outcome.value;
      };
    });

    async function storeAnswerHook(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const claim = request.idempotencyKey;
      if (!claim || claim.answered) return payload;
      if (reply.statusCode >= 500) {
        await releaseKey(app.db, claim);
        return payload;
      }
      let body: unknown = null;
      try {
        body = JSON.parse(typeof payload === 'string' ? payload : String(payload));
      } catch {
        body = null;
      }
      await answerKey(app.db, claim, { status: reply.statusCode, body });
      return payload;
    }
  },
  { name: 'idempotency', dependencies: ['db', 'auth', 'staff-auth'] },
);
