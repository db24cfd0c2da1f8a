import type { Clock } from '../shared/clock.js';
import { describeNetworkError } from '../shared/http.js';
import { isRecord } from '../shared/is-record.js';
import type { ClickAction, ClickExchange, ClickFailure } from './types.js';

export interface ClickClientConfig {
  prepareUrl: string;
  completeUrl: string;
  timeoutMs: number;
  now: Clock;
}

export type ClickCallResult =
  | { ok: true; reply: Record<string, unknown>; exchange: ClickExchange }
  | { ok: false; failure: ClickFailure; exchange: ClickExchange };

/** The merchant answers JSON with HTTP 200, echoing click_trans_id, `error` 0 on success (§2.1). */
function interpret(
  request: Record<string, string>,
  status: number,
  reply: unknown,
): ClickFailure | undefined {
  if (status !== 200) return { code: null, note: `HTTP ${status}` };
  if (!isRecord(reply)) return { code: null, note: 'the reply is not a JSON object' };
  const code = Number(reply.error);
  if (reply.error === undefined || !Number.isInteger(code))
    return { code: null, note: 'the reply has no error code' };
  if (code !== 0) return { code, note: typeof reply.error_note === 'string' ? reply.error_note : '' };
  if (String(reply.click_trans_id) !== request.click_trans_id) {
    return { code: null, note: 'the reply does not echo click_trans_id' };
  }
  return undefined;
}

export class ClickShopClient {
  readonly exchanges: ClickExchange[] = [];

  constructor(private readonly config: ClickClientConfig) {}

  /** Click posts application/x-www-form-urlencoded, not JSON (docs/providers/click.md). */
  async post(action: ClickAction, request: Record<string, string>): Promise<ClickCallResult> {
    const url = action === 'prepare' ? this.config.prepareUrl : this.config.completeUrl;
    const exchange: ClickExchange = { at: this.config.now(), action, url, request };
    this.exchanges.push(exchange);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(request).toString(),
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
      exchange.failure = { code: null, note: describeNetworkError(error) };
      return { ok: false, failure: exchange.failure, exchange };
    }
    const failure = interpret(request, exchange.status, exchange.reply);
    if (failure) {
      exchange.failure = failure;
      return { ok: false, failure, exchange };
    }
    return { ok: true, reply: exchange.reply as Record<string, unknown>, exchange };
  }
}
