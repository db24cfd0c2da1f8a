import type { Clock } from '../shared/clock.js';
import type { PaymeCheckout } from './checkout-url.js';
import type { PaymeFiscalData } from './fiscal.js';
import type { SubscribeState } from './subscribe.js';

export type PaymeMethod =
  | 'CheckPerformTransaction'
  | 'CreateTransaction'
  | 'PerformTransaction'
  | 'CancelTransaction'
  | 'SetFiscalData';

export interface PaymeRpcRequest {
  method: PaymeMethod;
  params: Record<string, unknown>;
  id: number;
}

/** One JSON-RPC round trip with our merchant endpoint, as sent and as received. */
export interface PaymeExchange {
  at: number;
  request: PaymeRpcRequest;
  /** HTTP status; absent when the request never got an answer. */
  status?: number;
  /** The parsed reply, or the raw text when it was not JSON. */
  reply?: unknown;
  /** Why this step failed, when it did. */
  failure?: PaymeFailure;
}

/** A Payme error object from the merchant, or a transport problem (code null). */
export interface PaymeFailure {
  code: number | null;
  message: string | Record<string, string>;
  data?: unknown;
}

export interface PaymeFlowResult {
  outcome: 'paid' | 'cancelled' | 'failed';
  checkout: PaymeCheckout;
  /** The 24-hex Payme transaction id used for Create / Perform / Cancel. */
  transactionId: string;
  exchanges: PaymeExchange[];
  failedMethod?: PaymeMethod;
  failure?: PaymeFailure;
  /** Where the browser is sent after success (the checkout's `c`). */
  redirectUrl?: string;
  /** The fiscal receipt sent with SetFiscalData after a Perform (or a refund), when it was sent. */
  fiscal?: PaymeFiscalData;
}

export interface PaymeSimulatorOptions {
  host?: string;
  port?: number;
  /** Our Merchant API endpoint, e.g. http://127.0.0.1:3000/api/payments/payme. */
  merchantUrl: string;
  /** The kassa key; sent as `Authorization: Basic base64("Paycom:" + key)` (docs/providers/payme.md). */
  key: string;
  /** When set, checkout links for another kassa id are refused. */
  merchantId?: string;
  /** Payme may send `text/json`; the default is application/json. */
  contentType?: string;
  timeoutMs?: number;
  now?: Clock;
}

export interface PaymeSimulator {
  url: string;
  /** Builds a checkout URL on this simulator, as our create-invoice would with the base set to `url`. */
  checkoutUrl(checkout: Omit<PaymeCheckout, 'lang'> & { lang?: PaymeCheckout['lang'] }): string;
  /** What the "Pay" button does: CheckPerform → Create → Perform. */
  pay(checkoutUrl: string): Promise<PaymeFlowResult>;
  /** What the "Cancel" button does: CheckPerform → Create → Cancel (reason 3). */
  cancel(checkoutUrl: string): Promise<PaymeFlowResult>;
  /** A refund from the merchant cabinet of a paid one: Cancel (reason 5), then SetFiscalData CANCEL. */
  refund(paid: PaymeFlowResult): Promise<PaymeFlowResult>;
  /** The Subscribe API's cards, receipts, calls and the faults a test sets (POST `${url}/api`). */
  subscribe: SubscribeState;
  log(): readonly PaymeExchange[];
  clearLog(): void;
  close(): Promise<void>;
}
