import {
  adminBankPaths,
  bankPaymentRequestSchema,
  bankPaymentSchema,
  bankStatementLineSchema,
  bankStatementSchema,
  bankStatementUploadSchema,
  customerDocumentParamsSchema,
  errorResponseSchema,
  idParamsSchema,
  moneyDocumentSchema,
  okEnvelope,
  reconciliationQuerySchema,
  sellerDetailsSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DocumentsConfig } from '../../../config/documents-config.js';
import { actorOf } from '../../../plugins/staff-auth.js';
import { sendPdf } from '../documents.routes.js';
import { documentPdf, listDocuments, reconciliationPdf } from '../documents.service.js';
import { sellerOf, updateSeller } from '../seller.service.js';
import {
  confirmStatement,
  previewStatement,
  recordBankPayment,
  unmatchedLines,
} from './bank-payments-staff.service.js';

const security = [{ staffBearerAuth: [] }];
const tags = ['admin: money'];
const refusals = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};

/** Bank payments and statements, the seller's details, and a customer's documents as staff see them. */
export const documentsStaffRoutes: FastifyPluginAsyncZod<{ documents: DocumentsConfig }> = async (
  app,
  { documents },
) => {
  app.post(
    adminBankPaths.payments,
    {
      config: { permission: 'money.adjust' },
      schema: {
        tags,
        operationId: 'adminRecordBankPayment',
        summary: "Record a company's bank payment by its invoice reference and STIR: credited once; audited",
        security,
        body: bankPaymentRequestSchema,
        response: { 200: okEnvelope(bankPaymentSchema), ...refusals, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const { reference, amount, payer_stir, paid_on, purpose } = request.body;
      const data = await recordBankPayment(app.db, actorOf(request, app.clock.now()), {
        reference,
        amountTiyin: amount,
        payerStir: payer_stir,
        paidOn: paid_on,
        purpose,
      });
      return { status: true as const, data };
    },
  );

  app.post(
    adminBankPaths.statements,
    {
      config: { permission: 'money.adjust' },
      // Room for the largest statement as JSON (a Cyrillic character is two bytes, a quote escaped is two):
      // a longer CSV is the schema's translated 422, a body past this the envelope's 413.
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags,
        operationId: 'adminUploadBankStatement',
        summary: 'Upload a bank statement (CSV): its lines matched to invoices, as a preview; no money moves',
        security,
        body: bankStatementUploadSchema,
        response: { 200: okEnvelope(bankStatementSchema), ...refusals, 413: errorResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await previewStatement(app.db, actorOf(request, app.clock.now()), {
        fileName: request.body.file_name,
        csv: request.body.csv,
      }),
    }),
  );

  app.post(
    adminBankPaths.statementConfirm,
    {
      config: { permission: 'money.adjust' },
      schema: {
        tags,
        operationId: 'adminConfirmBankStatement',
        summary: "Credit a statement's matched lines, each invoice once; a second confirmation is 409",
        security,
        params: idParamsSchema,
        response: { 200: okEnvelope(bankStatementSchema), ...refusals, 409: errorResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await confirmStatement(app.db, actorOf(request, app.clock.now()), request.params.id),
    }),
  );

  app.get(
    adminBankPaths.unmatched,
    {
      config: { permission: 'payments.read' },
      schema: {
        tags,
        operationId: 'adminListUnmatchedBankLines',
        summary: 'Lines of confirmed statements that matched no open invoice, newest first',
        security,
        response: {
          200: okEnvelope(z.array(bankStatementLineSchema)),
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async () => ({ status: true as const, data: await unmatchedLines(app.db) }),
  );

  app.get(
    adminBankPaths.seller,
    {
      config: { permission: 'payments.read' },
      schema: {
        tags,
        operationId: 'adminGetSellerDetails',
        summary: "The seller's details every document prints",
        security,
        response: {
          200: okEnvelope(sellerDetailsSchema),
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async () => ({ status: true as const, data: await sellerOf(app.db, documents) }),
  );

  app.put(
    adminBankPaths.seller,
    {
      config: { permission: 'seller.manage' },
      schema: {
        tags,
        operationId: 'adminUpdateSellerDetails',
        summary: "Change the seller's details (owner only); audited; documents drawn later print them",
        security,
        body: sellerDetailsSchema,
        response: { 200: okEnvelope(sellerDetailsSchema), ...refusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await updateSeller(
        { db: app.db, config: documents },
        { actor: actorOf(request, app.clock.now()), details: request.body },
      ),
    }),
  );

  app.get(
    adminBankPaths.customerDocuments,
    {
      config: { permission: 'payments.read' },
      schema: {
        tags,
        operationId: 'adminListCustomerDocuments',
        summary: "A customer's money documents, newest first",
        security,
        params: idParamsSchema,
        response: { 200: okEnvelope(z.array(moneyDocumentSchema)), ...refusals },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listDocuments(app.db, request.params.id, app.clock.now()),
    }),
  );

  app.get(
    adminBankPaths.customerDocumentPdf,
    {
      config: { permission: 'payments.read' },
      schema: {
        tags,
        operationId: 'adminGetCustomerDocumentPdf',
        summary: "One of a customer's documents as PDF; the view is audited",
        security,
        params: customerDocumentParamsSchema,
        response: { 200: z.any().describe('The PDF'), ...refusals },
      },
    },
    async (request, reply) => {
      const { id, document_id } = request.params;
      const file = await documentPdf(app.db, documents, { userId: id, documentId: document_id });
      await app.auditedChange(request, 'document.view', async () => ({
        result: null,
        customerId: id,
        after: { document_id, file_name: file.fileName },
      }));
      return sendPdf(reply, file);
    },
  );

  app.get(
    adminBankPaths.customerReconciliation,
    {
      config: { permission: 'payments.read' },
      schema: {
        tags,
        operationId: 'adminGetCustomerReconciliationActPdf',
        summary: "A customer's reconciliation act for a period; the view is audited",
        security,
        params: idParamsSchema,
        querystring: reconciliationQuerySchema,
        response: { 200: z.any().describe('The PDF'), ...refusals },
      },
    },
    async (request, reply) => {
      const file = await reconciliationPdf(app.db, documents, {
        userId: request.params.id,
        ...request.query,
      });
      await app.auditedChange(request, 'document.reconciliation_view', async () => ({
        result: null,
        customerId: request.params.id,
        after: { ...request.query, file_name: file.fileName },
      }));
      return sendPdf(reply, file);
    },
  );
};
