import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.js';
import { idempotencyKeys } from '../db/schema.js';
import { foreignKeyViolationOf } from '../db/unique-violation.js';
import { AppError } from '../errors/app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route accepts an Idempotency-Key header: the same key from the same customer answers once. Staff routes
     * that set it act on the customer named by their `:id` parameter, and their keys are kept per staff member.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyKey: { userId: number; key: string } | null;
  }
}

/** How long a key is remembered: longer than any client retries a lost answer. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
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

/** Keys older than their time, for the recurring sweep. */
export async function sweepIdempotencyKeys(db: Database, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
}

/**
 * Idempotency-Key for requests that move money or create something billable. The key is claimed in the database
 * before the handler runs (one INSERT, so two racing requests cannot both pass); a repeat gets the first answer,
 * a repeat while the first still runs gets 409, and the same key for a different request gets 422. An answer of
 * 5xx frees the key, so the client may try again.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('idempotencyKey', null);

    app.addHook('preHandler', async (request, reply) => {
      const header = request.headers['idempotency-key'];
      if (!request.routeOptions.config.idempotent || header === undefined) return;
      const sent = Array.isArray(header) ? (header[0] ?? '') : header;
      if (!KEY.test(sent))
        throw new AppError('VALIDATION_FAILED', { fields: { 'Idempotency-Key': ['invalid'] } });
      const owner = ownerOf(request, sent);
      if (!owner) return;
      const { userId, key } = owner;
      const route = `${request.method} ${request.routeOptions.url ?? ''}`;
      const requestHash = requestHashOf(request);
      let claimed: unknown[];
      try {
        claimed = await app.db
          .insert(idempotencyKeys)
          .values({ userId, key, route, requestHash, status: 'pending', createdAt: app.clock.now() })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
      } catch (error) {
        // A staff request naming a customer that does not exist.
        if (foreignKeyViolationOf(error)) throw new AppError('NOT_FOUND');
        throw error;
      }
      if (claimed.length > 0) {
        request.idempotencyKey = { userId, key };
        return;
      }
      const [first] = await app.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!first) throw new AppError('CONFLICT');
      if (first.route !== route || first.requestHash !== requestHash) {
        throw new AppError('VALIDATION_FAILED', { fields: { 'Idempotency-Key': ['invalid'] } });
      }
      if (first.status !== 'done') throw new AppError('CONFLICT');
      return reply
        .code(first.responseStatus ?? 200)
        .type('application/json; charset=utf-8')
        .header('idempotent-replay', 'true')
        .send(first.responseBody);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencyKey;
      if (!claim) return payload;
      const where = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
      if (reply.statusCode >= 500) {
        await app.db.delete(idempotencyKeys).where(where);
        return payload;
      }
      let body: unknown = null;
      try {
        body = JSON.parse(typeof payload === 'string' ? payload : String(payload));
      } catch {
        body = null;
      }
      await app.db
        .update(idempotencyKeys)
        .set({ status: 'done', responseStatus: reply.statusCode, responseBody: body })
        .where(where);
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['db', 'auth', 'staff-auth'] },
);
