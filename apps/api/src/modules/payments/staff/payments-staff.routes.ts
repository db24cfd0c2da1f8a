import {
  adminPaths,
  adminPaymentSchema,
  callbackEntrySchema,
  dailyTotalSchema,
  dailyTotalsQuerySchema,
  errorResponseSchema,
  okEnvelope,
  pageQuerySchema,
  paymentsQuerySchema,
  reconciliationItemSchema,
  reconciliationParamsSchema,
  settleRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../errors/app-error.js';
import { withCustomerNames } from '../../account/user-directory.service.js';
import { openReconciliationItems } from '../reconciliation.service.js';
import {
  CALLBACKS_PAGE_SIZE,
  callbacksForStaff,
  dailyTotals,
  dailyTotalsCsv,
  paymentsForStaff,
} from './invoices-staff.service.js';
import { openItemToSettle, settleOpenItem } from './reconciliation-staff.service.js';

const security = [{ staffBearerAuth: [] }];
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };
const MERCHANT_OF = { payme: 'payme', click: 'click_evolution' } as const;

/** At most a year of daily totals per request. */
const MAX_RANGE_MS = 366 * 86_400_000;
const rangeOf = (query: { from: string; to: string }) => {
  const from = new Date(query.from);
  const to = new Date(query.to);
  return { from, to, valid: from <= to && to.getTime() - from.getTime() <= MAX_RANGE_MS };
};

/** Payments for staff: invoices and their transactions, daily totals, reconciliation, the callback log. */
export const paymentsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.payments,
    {
      config: { permission: 'payments.read' },
      schema: {
        tags: ['admin: payments'],
        operationId: 'adminListPayments',
        summary: 'Invoices with their Payme and Click transactions, newest first, 50 a page',
        security,
        querystring: paymentsQuerySchema,
        response: { 200: okEnvelope(z.array(adminPaymentSchema)), ...refusals },
      },
    },
    async (request) => {
      const { provider, state, from, to, page } = request.query;
      const data = await paymentsForStaff(
        app.db,
        {
          merchant: provider ? MERCHANT_OF[provider] : undefined,
          status: state,
          from: from ? new Date(from) : undefined,
          to: to ? new Date(to) : undefined,
        },
        page,
      );
      return { status: true as const, data: await withCustomerNames(app.db, data) };
    },
  );

  const totalsOf = async (query: { from: string; to: string }) => {
    const range = rangeOf(query);
    if (!range.valid) {
      throw new AppError('VALIDATION_FAILED', { fields: { to: ['date_invalid'] } });
    }
    return dailyTotals(app.db, range.from, range.to);
  };

  app.get(
    adminPaths.paymentTotals,
    {
      config: { permission: 'payments.read' },
      schema: {
        tags: ['admin: payments'],
        operationId: 'adminGetDailyTotals',
        summary: 'Paid top-ups per Tashkent day and provider between from and to (at most a year)',
        security,
        querystring: dailyTotalsQuerySchema,
        response: { 200: okEnvelope(z.array(dailyTotalSchema)), ...refusals },
      },
    },
    async (request) => ({ status: true as const, data: await totalsOf(request.query) }),
  );

  app.get(
    adminPaths.paymentTotalsCsv,
    {
      config: { permission: 'payments.read' },
      schema: {
        tags: ['admin: payments'],
        operationId: 'adminExportDailyTotalsCsv',
        summary: 'The daily totals as a CSV file',
        security,
        querystring: dailyTotalsQuerySchema,
        response: { 200: z.any().describe('The CSV file (text/csv)'), ...refusals },
      },
    },
    async (request, reply) => {
      const csv = dailyTotalsCsv(await totalsOf(request.query));
      const day = (iso: string) => iso.slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="top-ups-${day(request.query.from)}-${day(request.query.to)}.csv"`,
        )
        .send(csv);
    },
  );

  app.get(
    adminPaths.reconciliation,
    {
      config: { permission: 'payments.read' },
      schema: {
        tags: ['admin: payments'],
        operationId: 'adminListReconciliation',
        summary:
          'What needs a human: spent Click cancels, bonuses to settle, wrong-amount callbacks, stale invoices',
        security,
        response: { 200: okEnvelope(z.array(reconciliationItemSchema)), ...refusals },
      },
    },
    async () => ({ status: true as const, data: await openReconciliationItems(app.db, app.clock.now()) }),
  );

  app.post(
    adminPaths.reconciliationSettle,
    {
      config: { permission: 'payments.settle' },
      schema: {
        tags: ['admin: payments'],
        operationId: 'adminSettleReconciliationItem',
        summary: 'Settle one item with a decision its kind allows and a note; audited',
        security,
        params: reconciliationParamsSchema,
        body: settleRequestSchema,
        response: {
          200: okEnvelope(z.null()),
          ...refusals,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const choice = request.body;
      const found = await openItemToSettle(app.db, {
        item: request.params,
        choice,
        now: app.clock.now(),
      });
      await app.auditedChange(request, 'reconciliation.settle', (tx, actor) =>
        settleOpenItem(tx, actor, { found, choice }),
      );
      return { status: true as const, data: null };
    },
  );

  app.get(
    adminPaths.callbacks,
    {
      config: { permission: 'system.read' },
      schema: {
        tags: ['admin: system'],
        operationId: 'adminListCallbacks',
        summary: 'Provider callback log with our answers (secrets redacted, refused calls by outline)',
        security,
        querystring: pageQuerySchema,
        response: { 200: okEnvelope(z.array(callbackEntrySchema)), ...refusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await callbacksForStaff(
        app.db,
        CALLBACKS_PAGE_SIZE,
        (request.query.page - 1) * CALLBACKS_PAGE_SIZE,
      ),
    }),
  );
};
