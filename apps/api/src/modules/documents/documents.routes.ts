import {
  bankInvoiceRequestSchema,
  bankInvoiceSchema,
  documentPaths,
  documentPdfQuerySchema,
  errorResponseSchema,
  idParamsSchema,
  moneyDocumentSchema,
  okEnvelope,
  payerProfileRequestSchema,
  payerProfileSchema,
  reconciliationQuerySchema,
} from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DocumentsConfig } from '../../config/documents-config.js';
import { AppError } from '../../errors/app-error.js';
import type { Limiter } from '../../integrations/limits/limit-store.js';
import { requireAuth } from '../../plugins/auth.js';
import { createBankInvoice } from './bank-invoices.service.js';
import { documentPdf, listDocuments, reconciliationPdf } from './documents.service.js';
import { payerOf, updatePayer } from './payer.service.js';

const security = [{ bearerAuth: [] }];
const tags = ['documents'];
const refusals = { 401: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };

/** A PDF as a download, never kept by a shared cache. */
export const sendPdf = (reply: FastifyReply, file: { pdf: Buffer; fileName: string }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.pdf);

/** The customer's money documents, payer profile, bank invoices and reconciliation act. */
export const documentsRoutes: FastifyPluginAsyncZod<{
  documents: DocumentsConfig;
  /** Reconciliation acts per customer a minute: each is drawn on request, the costliest PDF we make. */
  actsPerCustomer: Limiter;
}> = async (app, { documents, actsPerCustomer }) => {
  app.get(
    documentPaths.list,
    {
      config: { accountPermission: 'billing.read' },
      schema: {
        tags,
        operationId: 'listMoneyDocuments',
        summary: "The customer's receipts, invoices, statements and acts, newest first",
        security,
        response: { 200: okEnvelope(z.array(moneyDocumentSchema)), 401: errorResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listDocuments(app.db, requireAuth(request).user.id, app.clock.now()),
    }),
  );

  app.get(
    documentPaths.pdf,
    {
      config: { accountPermission: 'billing.read' },
      schema: {
        tags,
        operationId: 'getMoneyDocumentPdf',
        summary:
          "One of the customer's own documents as PDF in a language of the five (?lang=, else the account's); the same bytes each time",
        security,
        params: idParamsSchema,
        querystring: documentPdfQuerySchema,
        response: { 200: z.any().describe('The PDF'), ...refusals },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await documentPdf(app.db, documents, {
          userId: requireAuth(request).user.id,
          documentId: request.params.id,
          language: request.query.lang,
        }),
      ),
  );

  app.get(
    documentPaths.reconciliation,
    {
      // After validation, so only acts that would be drawn are counted.
      preHandler: async (request) => {
        const outcome = await actsPerCustomer.consume(`user:${requireAuth(request).user.id}`);
        if (!outcome.allowed) {
          throw new AppError('RATE_LIMITED', { retryAfterSeconds: outcome.retryAfterSeconds });
        }
      },
      config: { accountPermission: 'billing.read' },
      schema: {
        tags,
        operationId: 'getReconciliationActPdf',
        summary:
          "The reconciliation act for a period (dates in Tashkent, at most five years; ?lang= one of the five, else the account's): opening balance, payments, charges, closing; a few a minute per customer (429 with Retry-After)",
        security,
        querystring: reconciliationQuerySchema,
        response: { 200: z.any().describe('The PDF'), ...refusals, 429: errorResponseSchema },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await reconciliationPdf(app.db, documents, {
          userId: requireAuth(request).user.id,
          ...request.query,
        }),
      ),
  );

  app.get(
    documentPaths.payer,
    {
      config: { accountPermission: 'billing.read' },
      schema: {
        tags,
        operationId: 'getPayerProfile',
        summary: 'Who pays: an individual (the default) or a company with its details',
        security,
        response: { 200: okEnvelope(payerProfileSchema), 401: errorResponseSchema },
      },
    },
    async (request) => ({ status: true as const, data: await payerOf(app.db, requireAuth(request).user.id) }),
  );

  app.put(
    documentPaths.payer,
    {
      config: { accountPermission: 'billing.manage' },
      schema: {
        tags,
        operationId: 'updatePayerProfile',
        summary: 'Choose an individual or a company payer; audited, and later documents carry the details',
        security,
        body: payerProfileRequestSchema,
        response: { 200: okEnvelope(payerProfileSchema), ...refusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await updatePayer(app.db, {
        userId: requireAuth(request).user.id,
        payer: request.body,
        at: app.clock.now(),
        ipAddress: request.ip,
      }),
    }),
  );

  app.post(
    documentPaths.bankInvoices,
    {
      config: { accountPermission: 'billing.manage', idempotent: true },
      schema: {
        tags,
        operationId: 'createBankInvoice',
        summary: "A company's invoice to pay by bank transfer, with the reference for the purpose line",
        description: 'Only a company payer (409 PAYER_NOT_COMPANY otherwise). Accepts Idempotency-Key.',
        security,
        body: bankInvoiceRequestSchema,
        response: { 200: okEnvelope(bankInvoiceSchema), ...refusals, 409: errorResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await createBankInvoice(app.db, {
        userId: requireAuth(request).user.id,
        amountTiyin: request.body.amount,
        at: app.clock.now(),
      }),
    }),
  );
};
