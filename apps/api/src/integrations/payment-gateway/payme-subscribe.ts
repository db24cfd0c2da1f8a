import { z } from 'zod';
import type { PaymeSubscribeSettings } from '../../config/payments-config.js';
import type { SecretBox } from '../../lib/secret-box.js';

// Payme's Subscribe API from our server (docs/providers/payme-cards.md): cards.check and cards.remove, and
// receipts.* with `X-Auth: id:key`. Every field name of the protocol is written here only; the services see the
// port below. A call's outcome is one of three: done, refused (Payme said no: nothing happened), or unknown (no
// answer in time: the receipt may have been paid, so only receipts.check may tell).

export interface CardInfo {
  /** "860049******6478". */
  maskedNumber: string;
  /** "MM/YY". */
  expiry: string;
  verified: boolean;
  recurrent: boolean;
}

/** Why Payme refused; `final` means the card cannot pay again (expired, blocked, removed, unknown token). */
export interface CardRefusal {
  code: number;
  final: boolean;
  message: string;
}

export type SubscribeOutcome<T> =
  | { kind: 'done'; value: T }
  | { kind: 'refused'; refusal: CardRefusal }
  | { kind: 'unknown'; reason: string };

export interface ReceiptRequest {
  amountTiyin: number;
  /** The cashbox's account fields, e.g. `{ invoice_id: '12' }`. */
  account: Record<string, string>;
  description: string;
  /** Fiscal detail, as every top-up sends it. */
  detail: unknown;
}

/** Receipt states (docs/providers/payme-cards.md): 4 paid, 50 cancelled, 21 queued for cancel, 0 created. */
export const RECEIPT_PAID = 4;
export const RECEIPT_CANCELLED = 50;
export const RECEIPT_REFUNDING = 21;

/** The port the saved-cards services talk to. */
export interface CardVault {
  /** What the browser needs to tokenize a card itself: the endpoint and the merchant id (never the key). */
  browserSetup: { apiUrl: string; merchantId: string };
  /** The browser's token, as Payme issued it (before it is kept). */
  checkCard(token: string): Promise<SubscribeOutcome<CardInfo>>;
  /** What is kept in saved_cards.token: the token sealed, opened only by removeCard and payReceipt. */
  sealToken(token: string): string;
  /** Whether a kept (sealed) token is this one: a repeated save answers the card already kept. */
  holdsToken(sealedToken: string, token: string): boolean;
  removeCard(sealedToken: string): Promise<SubscribeOutcome<true>>;
  createReceipt(request: ReceiptRequest): Promise<SubscribeOutcome<{ receiptId: string }>>;
  payReceipt(receiptId: string, sealedToken: string): Promise<SubscribeOutcome<{ state: number }>>;
  checkReceipt(receiptId: string): Promise<SubscribeOutcome<{ state: number }>>;
  cancelReceipt(receiptId: string): Promise<SubscribeOutcome<{ state: number }>>;
}

/** Codes after which the same card will not pay: bad card, expired/blocked, unknown token, bad token format. */
const FINAL_CODES = new Set([-31300, -31301, -31400, -32500, -31601]);

const replySchema = z.object({
  result: z.unknown().optional(),
  error: z.object({ code: z.number(), message: z.unknown().optional() }).optional(),
});
const cardSchema = z.object({
  card: z.object({
    number: z.string(),
    expire: z.string(),
    verify: z.boolean().optional(),
    recurrent: z.boolean().optional(),
  }),
});
const receiptSchema = z.object({ receipt: z.object({ _id: z.string(), state: z.number() }) });
const stateSchema = z.object({ state: z.number() });

/** `box` seals the tokens at rest: a database copy alone cannot charge a customer's card. */
export function createPaymeCardVault(settings: PaymeSubscribeSettings, box: SecretBox): CardVault {
  let nextId = 1;
  async function call<T>(
    method: string,
    params: Record<string, unknown>,
    read: (result: unknown) => T,
  ): Promise<SubscribeOutcome<T>> {
    let body: unknown;
    try {
      const response = await fetch(settings.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth': `${settings.merchantId}:${settings.key}` },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (!response.ok) return { kind: 'unknown', reason: `HTTP ${response.status}` };
      body = await response.json();
    } catch (error) {
      return { kind: 'unknown', reason: error instanceof Error ? error.name : 'network error' };
    }
    const reply = replySchema.safeParse(body);
    if (!reply.success) return { kind: 'unknown', reason: 'not a JSON-RPC reply' };
    if (reply.data.error) {
      const { code, message } = reply.data.error;
      const text = typeof message === 'string' ? message : JSON.stringify(message ?? '');
      return {
        kind: 'refused',
        refusal: { code, final: FINAL_CODES.has(code), message: text.slice(0, 200) },
      };
    }
    try {
      return { kind: 'done', value: read(reply.data.result) };
    } catch {
      return { kind: 'unknown', reason: `${method} answered an unexpected result` };
    }
  }

  const cardInfo = (result: unknown): CardInfo => {
    const { card } = cardSchema.parse(result);
    return {
      maskedNumber: card.number,
      expiry: card.expire,
      verified: card.verify === true,
      recurrent: card.recurrent !== false,
    };
  };

  return {
    browserSetup: { apiUrl: settings.apiUrl, merchantId: settings.merchantId },
    checkCard: (token) => call('cards.check', { token }, cardInfo),
    sealToken: (token) => box.seal(token),
    holdsToken: (sealed, token) => box.open(sealed) === token,
    removeCard: (sealed) => call('cards.remove', { token: box.open(sealed) }, () => true as const),
    createReceipt: (request) =>
      call(
        'receipts.create',
        {
          amount: request.amountTiyin,
          account: request.account,
          description: request.description,
          detail: request.detail,
        },
        (result) => ({ receiptId: receiptSchema.parse(result).receipt._id }),
      ),
    payReceipt: (receiptId, sealed) =>
      call('receipts.pay', { id: receiptId, token: box.open(sealed) }, (result) => ({
        state: receiptSchema.parse(result).receipt.state,
      })),
    checkReceipt: (receiptId) =>
      call('receipts.check', { id: receiptId }, (result) => stateSchema.parse(result)),
    cancelReceipt: (receiptId) =>
      call('receipts.cancel', { id: receiptId }, (result) => ({
        state: receiptSchema.parse(result).receipt.state,
      })),
  };
}
