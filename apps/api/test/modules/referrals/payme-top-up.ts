import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { newInvoice, paymeCall } from '../../helpers/payments.js';

// A top-up through the Payme Merchant API exactly as Payme calls it: Create, then Perform (and Cancel).

let sequence = 0;

export async function paymeTopUp(app: FastifyInstance, token: string, som: number | string, at: Date) {
  const { invoice_id: invoiceId } = await newInvoice(app, token, 'payme', som as number);
  sequence += 1;
  const paymeId = `7a1e5c0ffee${process.pid}${String(sequence).padStart(6, '0')}`.slice(-24);
  const amount = Math.round(Number(som) * 100);
  const created = await paymeCall(app, 'CreateTransaction', {
    id: paymeId,
    time: at.getTime(),
    amount,
    account: { invoice_id: invoiceId },
  });
  expect(created.result?.state).toBe(1);
  const performed = await paymeCall(app, 'PerformTransaction', { id: paymeId });
  expect(performed.result?.state).toBe(2);
  return { invoiceId, paymeId };
}

/** Payme cancels a performed transaction (a refund on their side). */
export async function paymeCancel(app: FastifyInstance, paymeId: string) {
  return paymeCall(app, 'CancelTransaction', { id: paymeId, reason: 5 });
}
