import type { Clock } from '../shared/clock.js';
import type { ClickFiscalReceipt } from './fiscal.js';

/** The my.click.uz pay URL parameters (docs/providers/click.md). */
export interface ClickPayment {
  serviceId: string;
  merchantId: string;
  /** So'm, exactly as written in the URL (e.g. "25000.00"); sent and signed verbatim. */
  amount: string;
  transactionParam: string;
  returnUrl?: string;
  merchantUserId?: string;
}

export type ClickAction = 'prepare' | 'complete';

/** One form POST to our SHOP API endpoint, as sent and as received. */
export interface ClickExchange {
  at: number;
  action: ClickAction;
  url: string;
  /** The form fields exactly as sent, sign_string included. */
  request: Record<string, string>;
  status?: number;
  reply?: unknown;
  failure?: ClickFailure;
}

/** An error answered by the merchant (`error` < 0), or a transport problem (code null). */
export interface ClickFailure {
  code: number | null;
  note: string;
}

export interface ClickFlowResult {
  /** paid: Complete error=0 accepted; failed: the "Fail" button ran through; error: a step went wrong. */
  outcome: 'paid' | 'failed' | 'error';
  payment: ClickPayment;
  clickTransId: string;
  clickPaydocId: string;
  merchantPrepareId?: string;
  exchanges: ClickExchange[];
  failedAction?: ClickAction;
  failure?: ClickFailure;
  redirectUrl?: string;
}

export interface ClickSimulatorOptions {
  host?: string;
  port?: number;
  /** e.g. http://127.0.0.1:3000/api/payments/click/prepare */
  prepareUrl: string;
  completeUrl: string;
  secretKey: string;
  /** When set, pay links for another service or merchant are refused. */
  serviceId?: string;
  merchantId?: string;
  /** The merchant API's user id (Auth header); when set, fiscal submissions naming another are refused. */
  merchantUserId?: string;
  timeoutMs?: number;
  now?: Clock;
}

export interface ClickSimulator {
  url: string;
  /** Builds a pay URL on this simulator, as our create-invoice would with the base set to `url`. */
  payUrl(payment: ClickPayment): string;
  /** What the "Pay" button does: Prepare, then Complete with error=0. */
  pay(payUrl: string): Promise<ClickFlowResult>;
  /** What the "Fail" button does: Prepare, then Complete with error=-5017. */
  fail(payUrl: string): Promise<ClickFlowResult>;
  /** The merchant API base (e.g. http://127.0.0.1:5000/v2/merchant): fiscal items are submitted there. */
  apiUrl: string;
  fiscal: {
    /** The next `count` fiscal submissions fail: refused with an error code, or HTTP 503. */
    failNext(count: number, how?: 'refuse' | 'http'): void;
    receipts(): readonly ClickFiscalReceipt[];
  };
  log(): readonly ClickExchange[];
  clearLog(): void;
  close(): Promise<void>;
}
