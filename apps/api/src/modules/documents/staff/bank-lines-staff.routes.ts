import {
  adminBankPaths,
  bankLineAssignParamsSchema,
  bankLineHandledSchema,
  bankLineNotOursRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  okEnvelope,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignBankLine, markBankLineNotOurs } from './bank-lines-staff.service.js';

const security = [{ staffBearerAuth: [] }];
const tags = ['admin: money'];
const refusals = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

/** What billing staff do with a statement line no invoice matched: credit it to a customer, or mark it not ours. */
export const bankLinesStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    adminBankPaths.lineAssign,
    {
      config: { permission: 'money.adjust', idempotent: true },
      schema: {
        tags,
        operationId: 'adminAssignBankLine',
        summary:
          'Credit an unmatched statement line to the customer :id, once; audited; a handled line is 409',
        description: "Accepts Idempotency-Key. The credit and the line's new state commit together.",
        security,
        params: bankLineAssignParamsSchema,
        response: { 200: okEnvelope(bankLineHandledSchema), ...refusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await app.auditedChange(request, 'bank_line.assign', (tx, actor) =>
        assignBankLine(tx, actor, { lineId: request.params.line_id, customerId: request.params.id }),
      ),
    }),
  );

  app.post(
    adminBankPaths.lineNotOurs,
    {
      config: { permission: 'money.adjust' },
      schema: {
        tags,
        operationId: 'adminMarkBankLineNotOurs',
        summary:
          'Mark an unmatched statement line as no payment to us, with a reason; audited; no money moves',
        security,
        params: idParamsSchema,
        body: bankLineNotOursRequestSchema,
        response: { 200: okEnvelope(bankLineHandledSchema), ...refusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await app.auditedChange(request, 'bank_line.not_ours', (tx, actor) =>
        markBankLineNotOurs(tx, actor, { lineId: request.params.id, reason: request.body.reason }),
      ),
    }),
  );
};
