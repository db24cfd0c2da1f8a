import { randomBytes } from 'node:crypto';
import type { PaymeCheckout } from './checkout-url.js';
import { detailProblem, makeFiscalData } from './fiscal.js';
import type { PaymeCallResult, PaymeRpcClient } from './rpc-client.js';
import type { PaymeExchange, PaymeFailure, PaymeFlowResult, PaymeMethod } from './types.js';

/** Reason 3, "transaction execution error", is what a payer's cancel maps to (docs/providers/payme.md). */
export const CANCEL_REASON = 3;
/** Reason 5: a refund. */
export const REFUND_REASON = 5;

/** Results must carry the state each method promises (reference §1.3); otherwise the step failed. */
function checkResult(
  method: PaymeMethod,
  result: Record<string, unknown>,
  amount: number,
): PaymeFailure | undefined {
  const expected: Partial<Record<PaymeMethod, number[]>> = {
    CreateTransaction: [1],
    PerformTransaction: [2],
    CancelTransaction: [-1, -2],
  };
  if (method === 'CheckPerformTransaction') {
    if (result.allow !== true) return { code: null, message: 'CheckPerformTransaction did not allow' };
    // Payme refuses to take the payment when the fiscal items do not make up the amount.
    const problem = detailProblem(result.detail, amount);
    return problem ? { code: null, message: `CheckPerformTransaction detail: ${problem}` } : undefined;
  }
  if (method === 'SetFiscalData') {
    return result.success === true ? undefined : { code: null, message: 'SetFiscalData did not succeed' };
  }
  const states = expected[method] ?? [];
  if (typeof result.transaction !== 'string' || !states.includes(result.state as number)) {
    return { code: null, message: `${method} answered an unexpected result` };
  }
  return undefined;
}

export async function runPaymeFlow(
  client: PaymeRpcClient,
  checkout: PaymeCheckout,
  action: 'pay' | 'cancel',
  now: () => number,
): Promise<PaymeFlowResult> {
  // Payme transaction ids are 24 hex characters (reference §1.2).
  const transactionId = randomBytes(12).toString('hex');
  // Collected per flow: the client's log interleaves flows that run at the same time.
  const exchanges: PaymeExchange[] = [];
  const { amountTiyin: amount, account } = checkout;
  const steps: [PaymeMethod, () => Record<string, unknown>][] = [
    ['CheckPerformTransaction', () => ({ amount, account })],
    ['CreateTransaction', () => ({ id: transactionId, time: now(), amount, account })],
    action === 'pay'
      ? ['PerformTransaction', () => ({ id: transactionId })]
      : ['CancelTransaction', () => ({ id: transactionId, reason: CANCEL_REASON })],
  ];
  const base = { checkout, transactionId };
  for (const [method, params] of steps) {
    const reply: PaymeCallResult = await client.call(method, params());
    exchanges.push(reply.exchange);
    const failure = reply.ok ? checkResult(method, reply.result, amount) : reply.failure;
    if (failure) {
      reply.exchange.failure = failure;
      return { ...base, outcome: 'failed', exchanges, failedMethod: method, failure };
    }
  }
  // Only a payment has a receipt; a cancel before Perform took no money.
  const fiscal =
    action === 'pay' ? await sendFiscalData(client, transactionId, 'PERFORM', exchanges, now) : undefined;
  return {
    ...base,
    outcome: action === 'pay' ? 'paid' : 'cancelled',
    exchanges,
    redirectUrl: checkout.returnUrl,
    ...(fiscal ? { fiscal } : {}),
  };
}

/**
 * Once the fiscal module has made the receipt, Payme tells the merchant with SetFiscalData. The payment stands
 * whatever the merchant answers: a failure is only recorded in the exchange.
 */
async function sendFiscalData(
  client: PaymeRpcClient,
  transactionId: string,
  type: 'PERFORM' | 'CANCEL',
  exchanges: PaymeExchange[],
  now: () => number,
) {
  const fiscal = makeFiscalData(now());
  const reply = await client.call('SetFiscalData', { id: transactionId, type, fiscal_data: fiscal });
  exchanges.push(reply.exchange);
  const failure = reply.ok ? checkResult('SetFiscalData', reply.result, 0) : reply.failure;
  if (failure) reply.exchange.failure = failure;
  return failure ? undefined : fiscal;
}

/** A refund from the merchant cabinet: Cancel with reason 5; a cancelled-after-perform one gets a refund receipt. */
export async function runPaymeRefund(
  client: PaymeRpcClient,
  paid: PaymeFlowResult,
  now: () => number,
): Promise<PaymeFlowResult> {
  const { checkout, transactionId } = paid;
  const exchanges: PaymeExchange[] = [];
  const reply = await client.call('CancelTransaction', { id: transactionId, reason: REFUND_REASON });
  exchanges.push(reply.exchange);
  const failure = reply.ok ? checkResult('CancelTransaction', reply.result, 0) : reply.failure;
  if (failure) {
    reply.exchange.failure = failure;
    return {
      checkout,
      transactionId,
      outcome: 'failed',
      exchanges,
      failedMethod: 'CancelTransaction',
      failure,
    };
  }
  const fiscal =
    reply.ok && reply.result.state === -2
      ? await sendFiscalData(client, transactionId, 'CANCEL', exchanges, now)
      : undefined;
  return { checkout, transactionId, outcome: 'cancelled', exchanges, ...(fiscal ? { fiscal } : {}) };
}
