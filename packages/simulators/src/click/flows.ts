import { randomInt } from 'node:crypto';
import type { Clock } from '../shared/clock.js';
import { withPaymentStatus } from './pay-url.js';
import type { ClickShopClient } from './shop-client.js';
import { clickSignString, formatSignTime } from './sign.js';
import type { ClickExchange, ClickFlowResult, ClickPayment } from './types.js';

/** Card declined for lack of funds: the error Click sends in a failed Complete (docs/providers/click.md). */
export const CLICK_FAILED_PAYMENT_ERROR = -5017;
const FAILED_PAYMENT_NOTE = 'Insufficient funds';
const PAYMENT_STATUS_SUCCESS = 2;

/** Click ids are bigints; numbers well below 2^53 keep them exact while still looking like Click's. */
export class ClickIdSource {
  #next = randomInt(1_000_000_000, 2_000_000_000);

  next(): string {
    this.#next += 1;
    return String(this.#next);
  }
}

export interface ClickFlowConfig {
  client: ClickShopClient;
  ids: ClickIdSource;
  secretKey: string;
  now: Clock;
}

export async function runClickFlow(
  config: ClickFlowConfig,
  payment: ClickPayment,
  kind: 'pay' | 'fail',
): Promise<ClickFlowResult> {
  const { client, ids, secretKey, now } = config;
  const base = {
    click_trans_id: ids.next(),
    service_id: payment.serviceId,
    click_paydoc_id: ids.next(),
    merchant_trans_id: payment.transactionParam,
    amount: payment.amount,
  };
  const result = { payment, clickTransId: base.click_trans_id, clickPaydocId: base.click_paydoc_id };
  // Collected per flow: the client's log interleaves flows that run at the same time.
  const exchanges: ClickExchange[] = [];

  const prepareTime = formatSignTime(now());
  const prepareSign = { ...base, action: '0', sign_time: prepareTime };
  const prepare = await client.post('prepare', {
    ...base,
    action: '0',
    error: '0',
    error_note: 'Success',
    sign_time: prepareTime,
    sign_string: clickSignString(prepareSign, secretKey),
  });
  exchanges.push(prepare.exchange);
  if (!prepare.ok)
    return { ...result, outcome: 'error', exchanges, failedAction: 'prepare', failure: prepare.failure };
  const preparedId = prepare.reply.merchant_prepare_id;
  if (preparedId === undefined || preparedId === null || preparedId === '') {
    const failure = { code: null, note: 'Prepare answered no merchant_prepare_id' };
    prepare.exchange.failure = failure;
    return { ...result, outcome: 'error', exchanges, failedAction: 'prepare', failure };
  }
  const merchantPrepareId = String(preparedId);

  const error = kind === 'pay' ? '0' : String(CLICK_FAILED_PAYMENT_ERROR);
  const completeTime = formatSignTime(now());
  const completeSign = {
    ...base,
    merchant_prepare_id: merchantPrepareId,
    action: '1',
    sign_time: completeTime,
  };
  const complete = await client.post('complete', {
    ...base,
    merchant_prepare_id: merchantPrepareId,
    action: '1',
    error,
    error_note: kind === 'pay' ? 'Success' : FAILED_PAYMENT_NOTE,
    sign_time: completeTime,
    sign_string: clickSignString(completeSign, secretKey),
  });
  exchanges.push(complete.exchange);
  const withIds = { ...result, merchantPrepareId, exchanges };

  if (kind === 'pay') {
    if (!complete.ok)
      return { ...withIds, outcome: 'error', failedAction: 'complete', failure: complete.failure };
    const redirectUrl = payment.returnUrl && withPaymentStatus(payment.returnUrl, PAYMENT_STATUS_SUCCESS);
    return { ...withIds, outcome: 'paid', redirectUrl };
  }
  // A failed payment must be refused by the merchant (-9, "Transaction cancelled"); accepting it is a bug.
  if (complete.ok || complete.failure.code === null) {
    const failure = complete.ok
      ? { code: 0, note: 'the merchant accepted a failed payment' }
      : complete.failure;
    complete.exchange.failure = failure;
    return { ...withIds, outcome: 'error', failedAction: 'complete', failure };
  }
  const redirectUrl = payment.returnUrl && withPaymentStatus(payment.returnUrl, CLICK_FAILED_PAYMENT_ERROR);
  return { ...withIds, outcome: 'failed', redirectUrl };
}
