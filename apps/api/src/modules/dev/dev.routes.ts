import { devPaths, errorResponseSchema, okEnvelope, outboxMessageSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { listOutbox } from '../messages/messages.service.js';
import { readCaptchaAnswer } from '../security/captcha.service.js';
import { devTimersRoutes } from './dev-timers.routes.js';
import { renderOutboxPage } from './outbox-page.js';

// Demo mode only: buildApp registers these routes only then, so elsewhere they answer 404.

const toQuery = z.object({ to: z.string().trim().max(254).optional() });

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
const isLoopback = (ip: string) => /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(ip) || ip === '::1';

export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  // The outbox holds everyone's codes and the captcha answers are the captcha: only this machine may read them
  // (`request.ip` is the real client behind a trusted proxy). To anyone else they do not exist.
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.ip)) throw new AppError('NOT_FOUND');
  });
  // Under the same guard: a journey's levers on time (an order's expiry, a timer run now).
  await app.register(devTimersRoutes);
  app.get(
    devPaths.outbox,
    {
      schema: {
        tags: ['dev'],
        operationId: 'listDemoOutbox',
        summary: 'Demo mode: messages sent, newest first, optionally to one e-mail or phone',
        description:
          'Answers this machine only (a loopback address); to anyone else it does not exist (404).',
        security: [],
        querystring: toQuery,
        response: { 200: okEnvelope(z.array(outboxMessageSchema)), 404: errorResponseSchema },
      },
    },
    async (request) => {
      const rows = await listOutbox(app.db, request.query.to || undefined, 50);
      const data = rows.map((row) => ({
        ...row,
        created_at: row.createdAt.toISOString(),
        createdAt: undefined,
      }));
      return {
        status: true as const,
        data: data.map(({ to, subject, text, created_at }) => ({ to, subject, text, created_at })),
      };
    },
  );

  app.get(devPaths.outboxPage, { schema: { hide: true, querystring: toQuery } }, async (request, reply) => {
    const rows = await listOutbox(app.db, request.query.to || undefined, 100);
    return reply.type('text/html; charset=utf-8').send(renderOutboxPage(rows));
  });

  app.get(
    devPaths.captchaAnswer,
    {
      schema: {
        tags: ['dev'],
        operationId: 'getDemoCaptchaAnswer',
        summary: 'Demo mode: the answer of a live captcha',
        description:
          'Answers this machine only (a loopback address); to anyone else it does not exist (404).',
        security: [],
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: okEnvelope(z.object({ captcha: z.string() })), 404: errorResponseSchema },
      },
    },
    async (request) => {
      const answer = await readCaptchaAnswer(app.db, request.params.id, app.clock.now());
      if (answer === undefined) throw new AppError('NOT_FOUND');
      return { status: true as const, data: { captcha: answer } };
    },
  );
};
