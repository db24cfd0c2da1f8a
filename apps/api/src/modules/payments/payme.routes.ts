import { paymentPaths } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FiscalSettings } from '../../config/payments-config.js';
import type { PaymeSettings } from '../../integrations/payment-gateway/payme.js';
import { isPaymeAuthorized } from '../../integrations/payment-gateway/payme.js';
import { beforeTheRoute } from '../../lib/request-refusals.js';
import { silenceRequestLog } from '../../plugins/request-log.js';
import type { CallbackGuard } from './callback-guard.js';
import { logCallback, refusedCall } from './callback-log.repository.js';
import { paymeMethods } from './payme.service.js';
import { PaymeError, paymeError } from './payme-errors.js';
import { rpcIdSchema, rpcRequestSchema } from './payme-protocol.js';
import { paymeMethodLabel, paymeResult } from './payments-metrics.js';

// Payme's transport (docs/providers/payme.md): always HTTP 200, JSON-RPC replies echoing the id.

type RpcId = string | number | null;

function errorReply(id: RpcId, error: PaymeError) {
  return {
    error: {
      code: error.code,
      message: error.texts,
      ...(error.data === undefined ? {} : { data: error.data }),
    },
    id,
  };
}

/** Registered in its own scope: Payme may send `text/json`, so the body arrives as text and is parsed here. */
export async function paymeRoutes(
  app: FastifyInstance,
  options: { payme: PaymeSettings; fiscal: FiscalSettings; guard: CallbackGuard },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, body);
  });

  const runMethod = paymeMethods(app.db, options.fiscal);
  const send = (reply: FastifyReply, payload: unknown) =>
    reply.code(200).header('content-type', 'application/json; charset=utf-8').send(payload);

  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: paymentPaths.payme,
    schema: { hide: true },
    handler: async (_request, reply) => send(reply, errorReply(null, paymeError('notPost'))),
  });

  app.post(
    paymentPaths.payme,
    {
      config: { logOnCompletion: true },
      schema: {
        tags: ['provider callbacks'],
        operationId: 'handlePaymeCallback',
        summary: 'Payme Merchant API (JSON-RPC)',
        security: [{ paymeBasicAuth: [] }],
        description:
          'Called by Payme with Basic auth Paycom:<key>. Always HTTP 200 with a JSON-RPC result or error (docs/providers/payme.md).',
        response: { 200: z.any().describe('A JSON-RPC result or error'), ...beforeTheRoute },
      },
    },
    async (request, reply) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(typeof request.body === 'string' ? request.body : '');
      } catch {
        return send(reply, errorReply(null, paymeError('parse')));
      }
      const id: RpcId = rpcIdSchema.safeParse(parsed).data?.id ?? null;
      const rpc = rpcRequestSchema.safeParse(parsed);
      if (!rpc.success) return send(reply, errorReply(id, paymeError('invalidRequest')));
      const { method, params } = rpc.data;
      const { guard } = options;
      let answer: unknown;
      const isAuthorized =
        guard.isAllowedAddress(request.ip) &&
        isPaymeAuthorized(request.headers.authorization, options.payme.key);
      if (!isAuthorized) {
        // Only refusals count, and only they are held back: a call with the right key is served whatever
        // others sent from the same address. Past the limit a refusal is neither counted nor
        // logged.
        if (await guard.isBlocked(request.ip)) {
          silenceRequestLog(request);
          return send(reply, errorReply(id, paymeError('unauthorized')));
        }
        await guard.countRefusal(request.ip);
        answer = errorReply(id, paymeError('unauthorized'));
      } else {
        try {
          answer = { result: await runMethod(method, params, app.clock.now()), id };
        } catch (error) {
          if (!(error instanceof PaymeError))
            request.log.error({ err: error, method }, 'Payme callback failed');
          answer = errorReply(id, error instanceof PaymeError ? error : paymeError('system'));
        }
      }
      // A refused call is recorded by its outline only: anyone can send one, so its body is not kept.
      const logged = !isAuthorized
        ? refusedCall(request)
        : 'password' in params
          ? { ...params, password: '[redacted]' }
          : params;
      // Recorded after the answer has left: under a burst the log must not hold the answer behind a second
      // pool connection (the money was already committed in the method's own transaction).
      const at = app.clock.now();
      reply.raw.once('finish', () => {
        app.metrics.providerCallbacks.inc({
          provider: 'payme',
          method: paymeMethodLabel(method),
          result: paymeResult(answer),
        });
        logCallback(app.db, { provider: 'payme', method, params: logged, answer, at }).catch(
          (error: unknown) => request.log.error({ err: error }, 'could not log the Payme callback'),
        );
      });
      return send(reply, answer);
    },
  );
}
