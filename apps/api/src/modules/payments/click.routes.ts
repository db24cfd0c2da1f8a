import { paymentPaths } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallbackGuard } from './callback-guard.js';
import { logCallback, refusedCall } from './callback-log.repository.js';
import { type ClickPolicy, clickRefusal, handleClickCallback } from './click.service.js';

/**
 * Click posts form-encoded bodies (reference/payments.md §2.1). Registered in its own scope with a parser that
 * keeps every value as the exact string received: signatures are computed over the raw strings.
 */
const clickDocs = (summary: string) => ({
  tags: ['provider callbacks'],
  summary,
  description:
    'Called by Click, form-encoded and signed with MD5; answers JSON with error 0 to -9 (reference/payments.md §2).',
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

  const handle = (method: 'prepare' | 'complete') => async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = (request.body ?? {}) as Record<string, string>;
    // An address past its refused calls is answered at once: no signature check, nothing logged.
    if (await options.guard.isBlocked(request.ip)) return clickRefusal(fields, -1);
    const answer = await handleClickCallback(app.db, options.click, fields, app.clock.now(), (error) =>
      app.log.error({ err: error, method }, 'Click callback failed'),
    );
    // -8 (malformed) and -1 (signature) are anyone's calls: counted, and recorded by their outline only.
    const isRefused = answer.error === -8 || answer.error === -1;
    if (isRefused) await options.guard.countRefusal(request.ip);
    const params = isRefused ? refusedCall(request) : fields;
    // Recorded after the answer has left, as Payme's calls are.
    const at = app.clock.now();
    reply.raw.once('finish', () => {
      logCallback(app.db, { provider: 'click', method, params, answer, at }).catch((error: unknown) =>
        app.log.error({ err: error }, 'could not log the Click callback'),
      );
    });
    return answer;
  };

  app.post(
    paymentPaths.clickPrepare,
    { schema: clickDocs('Click SHOP API: Prepare (action=0)') },
    handle('prepare'),
  );
  app.post(
    paymentPaths.clickComplete,
    { schema: clickDocs('Click SHOP API: Complete (action=1)') },
    handle('complete'),
  );
}
