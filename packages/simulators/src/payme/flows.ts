import { randomBytes } from 'node:crypto';
import type { PaymeCheckout } from './checkout-url.js';
import type { PaymeCallResult, PaymeRpcClient } from './rpc-client.js';
import type { PaymeExchange, PaymeFailure, PaymeFlowResult, PaymeMethod } from './types.js';

/** Reason 3, "transaction execution error", is what a payer's cancel maps to (reference/payments.md §1.2). */
export const CANCEL_REASON = 3;

/** Results must carry the state each method promises (reference §1.3); otherwise the step failed. */
function checkResult(method: PaymeMethod, result: Record<string, unknown>): PaymeFailure | undefined {
  const expected: Partial<Record<PaymeMethod, number[]>> = {
    CreateTransaction: [1],
    PerformTransaction: [2],
    CancelTransaction: [-1, -2],
  };
  if (method === 'CheckPerformTransaction') {
    return result.allow === true
      ? undefined
      : { code: null, message: 'CheckPerformTransaction did not allow' };
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
    const failure = reply.ok ? checkResult(method, reply.result) : reply.failure;
    if (failure) {
      reply.exchange.failure = failure;
      return { ...base, outcome: 'failed', exchanges, failedMethod: method, failure };
    }
  }
  return {
    ...base,
    outcome: action === 'pay' ? 'paid' : 'cancelled',
    exchanges,
    redirectUrl: checkout.returnUrl,
  };
}
