import { paymentPaths } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { beforeTheRoute } from '../../lib/request-refusals.js';
import { silenceRequestLog } from '../../plugins/request-log.js';
import type { CallbackGuard } from './callback-guard.js';
import { logCallback, refusedCall } from './callback-log.repository.js';
import { type ClickPolicy, clickRefusal, handleClickCallback } from './click.service.js';
import { CLICK_ACTION } from './click-protocol.js';
import { clickResult } from './payments-metrics.js';

/**
 * Click posts form-encoded bodies (docs/providers/click.md). Registered in its own scope with a parser that
 * keeps every value as the exact string received: signatures are computed over the raw strings.
 */
const clickDocs = (operationId: string, summary: string) => ({
  tags: ['provider callbacks'],
  operationId,
  summary,
  security: [{ clickSignedForm: [] }],
  description:
    'Called by Click, form-encoded and signed with MD5; answers JSON with error 0 to -9 (docs/providers/click.md).',
  response: { 200: z.any().describe('Click’s answer, error 0 to -9'), ...beforeTheRoute },
});

export async function clickRoutes(
  app: FastifyInstance,
  options: { click: ClickPolicy; guard: CallbackGuard },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if ((request.headers['content-type'] ?? '').includes('json')) {
      try {
        const parsed: unknown = JSON.parse(text);
        const fields: Record<string, string> = {};
        if (typeof parsed === 'object' && parsed !== null) {
          for (const [key, value] of Object.entries(parsed)) fields[key] = String(value);
        }
        done(null, fields);
      } catch {
        done(null, {});
      }
      return;
    }
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });

  type Method = 'prepare' | 'complete';
  type ClickAnswer = Awaited<ReturnType<typeof handleClickCallback>>;

  /** Counts and records the call, then answers it. */
  const settle = async (
    request: FastifyRequest,
    reply: FastifyReply,
    method: Method,
    answer: ClickAnswer,
  ) => {
    // -8 (malformed) and -1 (signature) are anyone's calls: counted, and recorded by their outline only; past
    // the address's limit they are neither counted nor recorded.
    const isRefused = answer.error === -8 || answer.error === -1;
    if (isRefused && (await options.guard.isBlocked(request.ip))) {
      silenceRequestLog(request);
      return answer;
    }
    if (isRefused) await options.guard.countRefusal(request.ip);
    const params = isRefused ? refusedCall(request) : (request.body as Record<string, string>);
    // Recorded after the answer has left, as Payme's calls are.
    const at = app.clock.now();
    reply.raw.once('finish', () => {
      app.metrics.providerCallbacks.inc({ provider: 'click', method, result: clickResult(answer) });
      logCallback(app.db, { provider: 'click', method, params, answer, at }).catch((error: unknown) =>
        app.log.error({ err: error }, 'could not log the Click callback'),
      );
    });
    return answer;
  };

  const handle = (method: Method) => async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = (request.body ?? {}) as Record<string, string>;
    // The signature is checked before anything is read from the database, so every call gets that far: a
    // correctly signed one is served whatever others sent from the same address.
    const onFailure = (error: unknown) => app.log.error({ err: error, method }, 'Click callback failed');
    const answer = await handleClickCallback(
      app.db,
      { policy: options.click, onFailure },
      { fields, now: app.clock.now() },
    );
    return settle(request, reply, method, answer);
  };

  // A body Fastify could not read (past the body limit, say) is still Click's call: Click reads only its own
  // JSON, so the answer is -8 in its protocol with HTTP 200, never the portal's envelope. A
  // failure of ours is -7 ("failed to update"), so Click retries instead of taking the call for malformed.
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const method: Method = request.routeOptions.url === paymentPaths.clickComplete ? 'complete' : 'prepare';
    const action = { action: method === 'complete' ? CLICK_ACTION.complete : CLICK_ACTION.prepare };
    const send = (answer: ClickAnswer) =>
      reply.code(200).type('application/json; charset=utf-8').send(answer);
    if ((error.statusCode ?? 500) >= 500) {
      request.log.error({ err: error, method }, 'Click callback failed');
      return send(clickRefusal(action, -7));
    }
    return send(await settle(request, reply, method, clickRefusal(action, -8)));
  });

  app.post(
    paymentPaths.clickPrepare,
    {
      config: { logOnCompletion: true },
      schema: clickDocs('handleClickPrepare', 'Click SHOP API: Prepare (action=0)'),
    },
    handle('prepare'),
  );
  app.post(
    paymentPaths.clickComplete,
    {
      config: { logOnCompletion: true },
      schema: clickDocs('handleClickComplete', 'Click SHOP API: Complete (action=1)'),
    },
    handle('complete'),
  );
}
