import type { Clock } from '../shared/clock.js';
import { describeNetworkError } from '../shared/http.js';
import { isRecord } from '../shared/is-record.js';
import type { PaymeExchange, PaymeFailure, PaymeMethod, PaymeRpcRequest } from './types.js';

export interface PaymeClientConfig {
  merchantUrl: string;
  key: string;
  contentType: string;
  timeoutMs: number;
  now: Clock;
}

export type PaymeCallResult =
  | { ok: true; result: Record<string, unknown>; exchange: PaymeExchange }
  | { ok: false; failure: PaymeFailure; exchange: PaymeExchange };

/** The login is the literal "Paycom" (docs/providers/payme.md). */
export function paymeAuthorization(key: string): string {
  return `Basic ${Buffer.from(`Paycom:${key}`, 'utf8').toString('base64')}`;
}

/** Replies must be HTTP 200 and echo the request id; anything else is a system error for Payme (§1.1). */
function interpret(
  request: PaymeRpcRequest,
  status: number,
  reply: unknown,
): { result?: Record<string, unknown>; failure?: PaymeFailure } {
  if (status !== 200) return { failure: { code: null, message: `HTTP ${status}` } };
  if (!isRecord(reply)) return { failure: { code: null, message: 'the reply is not a JSON object' } };
  if (reply.id !== request.id)
    return { failure: { code: null, message: 'the reply does not echo the request id' } };
  if (isRecord(reply.error)) {
    const { code, message, data } = reply.error;
    return {
      failure: {
        code: typeof code === 'number' ? code : null,
        message: typeof message === 'string' || isRecord(message) ? (message as PaymeFailure['message']) : '',
        data,
      },
    };
  }
  if (!isRecord(reply.result))
    return { failure: { code: null, message: 'the reply has neither result nor error' } };
  return { result: reply.result };
}

export class PaymeRpcClient {
  #nextId = 1;
  readonly exchanges: PaymeExchange[] = [];

  constructor(private readonly config: PaymeClientConfig) {}

  async call(method: PaymeMethod, params: Record<string, unknown>): Promise<PaymeCallResult> {
    const request: PaymeRpcRequest = { method, params, id: this.#nextId++ };
    const exchange: PaymeExchange = { at: this.config.now(), request };
    this.exchanges.push(exchange);
    try {
      const response = await fetch(this.config.merchantUrl, {
        method: 'POST',
        headers: {
          authorization: paymeAuthorization(this.config.key),
          'content-type': this.config.contentType,
        },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      exchange.status = response.status;
      const text = await response.text();
      try {
        exchange.reply = JSON.parse(text);
      } catch {
        exchange.reply = text;
      }
    } catch (error) {
      exchange.failure = { code: null, message: describeNetworkError(error) };
      return { ok: false, failure: exchange.failure, exchange };
    }
    const { result, failure } = interpret(request, exchange.status, exchange.reply);
    if (failure) {
      exchange.failure = failure;
      return { ok: false, failure, exchange };
    }
    return { ok: true, result: result ?? {}, exchange };
  }
}
