import {
  adminDomainPaths,
  adminDomainPriceSchema,
  completeOperationRequestSchema,
  domainPriceParamsSchema,
  driftQuerySchema,
  driftReportSchema,
  errorResponseSchema,
  idParamsSchema,
  okEnvelope,
  queueItemSchema,
  registrarStatusSchema,
  rejectOperationRequestSchema,
  setDomainPriceRequestSchema,
  syncResultSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../errors/app-error.js';
import type { Registrar } from '../../../integrations/registrar/registrar.js';
import { changeDone, staffRefusals, staffSecurity } from '../../../lib/staff-route-schema.js';
import {
  completeManualOperation,
  fulfilmentQueue,
  pricesForStaff,
  registrarStatus,
  rejectManualOperation,
  removePriceForStaff,
  setPriceForStaff,
} from './domains-staff.service.js';
import { type DriftDryRun, driftReport, type SyncNow } from './registrar-drift-staff.service.js';

export interface DomainsStaffOptions {
  /** The reseller API (null: no account) whose balance the page shows. */
  registrar: Registrar | null;
  lowBalanceUsd: number;
  /** The sync's "notify only" run and one applied batch. */
  dryRun: DriftDryRun | null;
  syncNow: SyncNow | null;
}

const tags = ['admin: domains'];
const changed = { 200: okEnvelope(z.null()), ...staffRefusals, 409: errorResponseSchema };

/**
 * Domains for staff: the .uz fulfilment queue, the price grid, the registrar's balance and
 * the sync's drift. Every change is audited in its own transaction.
 */
export const domainsStaffRoutes: FastifyPluginAsyncZod<DomainsStaffOptions> = async (app, options) => {
  app.get(
    adminDomainPaths.queue,
    {
      config: { permission: 'customers.read' },
      schema: {
        tags,
        operationId: 'adminListDomainQueue',
        summary: 'Open .uz operations staff fulfil by hand, oldest first, with the customer and registrant',
        security: staffSecurity,
        response: { 200: okEnvelope(z.array(queueItemSchema)), ...staffRefusals },
      },
    },
    async () => ({ status: true as const, data: await fulfilmentQueue(app.db) }),
  );

  app.post(
    adminDomainPaths.operationComplete,
    {
      config: { permission: 'domains.fulfil' },
      schema: {
        tags,
        operationId: 'adminCompleteDomainOperation',
        summary: 'Mark a manual operation done, with the expiry the registry shows',
        description:
          'expires_at is required for register, transfer, renew and restore. An operation that already ended answers 409 and changes nothing (a second click, another operator).',
        security: staffSecurity,
        params: idParamsSchema,
        body: completeOperationRequestSchema,
        response: changed,
      },
    },
    async (request) => {
      const { expires_at, registrar_reference } = request.body;
      await app.auditedChange(request, 'domain.fulfil', async (tx, { staffId }) => {
        const change = await completeManualOperation(tx, request.params.id, {
          ...(expires_at ? { expiresAt: new Date(expires_at) } : {}),
          ...(registrar_reference ? { registrarReference: registrar_reference } : {}),
          staffId,
          now: app.clock.now(),
        });
        return { result: null, ...change };
      });
      return changeDone;
    },
  );

  app.post(
    adminDomainPaths.operationReject,
    {
      config: { permission: 'domains.fulfil' },
      schema: {
        tags,
        operationId: 'adminRejectDomainOperation',
        summary: 'Reject a manual operation with a reason; the customer is refunded what they paid',
        description: 'An operation that already ended answers 409 and refunds nothing.',
        security: staffSecurity,
        params: idParamsSchema,
        body: rejectOperationRequestSchema,
        response: changed,
      },
    },
    async (request) => {
      await app.auditedChange(request, 'domain.reject', async (tx, { staffId }) => {
        const change = await rejectManualOperation(tx, request.params.id, {
          reason: request.body.reason,
          staffId,
          now: app.clock.now(),
        });
        return { result: null, ...change };
      });
      return changeDone;
    },
  );

  app.get(
    adminDomainPaths.prices,
    {
      config: { permission: 'customers.read' },
      schema: {
        tags,
        operationId: 'adminListDomainPrices',
        summary: 'Every zone × action × term price, in som for the whole term',
        security: staffSecurity,
        response: { 200: okEnvelope(z.array(adminDomainPriceSchema)), ...staffRefusals },
      },
    },
    async () => ({ status: true as const, data: await pricesForStaff(app.db) }),
  );

  app.put(
    adminDomainPaths.price,
    {
      config: { permission: 'catalogue.manage' },
      schema: {
        tags,
        operationId: 'adminSetDomainPrice',
        summary: 'Set the price of one term of an action in a zone (som, the whole term)',
        security: staffSecurity,
        params: domainPriceParamsSchema,
        body: setDomainPriceRequestSchema,
        response: changed,
      },
    },
    async (request) => {
      const { zone, action, years } = request.params;
      await app.auditedChange(request, 'domain.price-set', async (tx) => ({
        result: null,
        ...(await setPriceForStaff(
          tx,
          { zone, action, years },
          { priceTiyin: request.body.price, now: app.clock.now() },
        )),
      }));
      return changeDone;
    },
  );

  app.delete(
    adminDomainPaths.price,
    {
      config: { permission: 'catalogue.manage' },
      schema: {
        tags,
        operationId: 'adminDeleteDomainPrice',
        summary: 'Stop offering one term of an action in a zone',
        security: staffSecurity,
        params: domainPriceParamsSchema,
        response: changed,
      },
    },
    async (request) => {
      const { zone, action, years } = request.params;
      await app.auditedChange(request, 'domain.price-remove', async (tx) => ({
        result: null,
        ...(await removePriceForStaff(tx, { zone, action, years })),
      }));
      return changeDone;
    },
  );

  app.get(
    adminDomainPaths.registrar,
    {
      config: { permission: 'customers.read' },
      schema: {
        tags,
        operationId: 'adminGetRegistrar',
        summary: 'The reseller account balance (with the low-balance warning) and waiting operations',
        security: staffSecurity,
        response: { 200: okEnvelope(registrarStatusSchema), ...staffRefusals },
      },
    },
    async () => ({
      status: true as const,
      data: await registrarStatus(app.db, options.registrar, options.lowBalanceUsd),
    }),
  );

  app.get(
    adminDomainPaths.drift,
    {
      config: { permission: 'customers.read' },
      schema: {
        tags,
        operationId: 'adminListDomainDrift',
        summary: 'What the daily sync corrected (newest first), and with dry_run=1 what it would correct now',
        description: 'A dry run asks the registrar about one sync batch and changes nothing.',
        security: staffSecurity,
        querystring: driftQuerySchema,
        response: { 200: okEnvelope(driftReportSchema), ...staffRefusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await driftReport(app.db, request.query.dry_run === '1' ? options.dryRun : null, app.clock.now()),
    }),
  );

  app.post(
    adminDomainPaths.sync,
    {
      config: { permission: 'domains.fulfil' },
      schema: {
        tags,
        operationId: 'adminSyncDomains',
        summary: 'Run one sync batch now: the registrar’s expiry and status are applied, drift audited',
        security: staffSecurity,
        response: { 200: okEnvelope(syncResultSchema), ...staffRefusals, 503: errorResponseSchema },
      },
    },
    async (request) => {
      if (!options.syncNow) throw new AppError('SERVICE_UNAVAILABLE');
      // The sync writes in its own transactions, one domain at a time (and audits each drift); this row says
      // who started the run and what it did.
      const result = await options.syncNow(app.db, app.clock.now());
      await app.auditedChange(request, 'domain.sync-now', async () => ({
        result: null,
        customerId: null,
        after: result,
      }));
      return { status: true as const, data: result };
    },
  );
};
