import { randomBytes } from 'node:crypto';
import type { Clock } from '../shared/clock.js';
import { isRecord } from '../shared/is-record.js';

// Payme's Subscribe API (docs/providers/payme-cards.md): cards.* from the browser with the merchant id alone,
// receipts.* from the merchant's server with id:key. JSON-RPC 2.0, errors in `error` with HTTP 200.

export const SANDBOX_SMS_CODE = '666666';
const OTP_WAIT_MS = 60_000;
const OTP_ATTEMPTS = 3;

export type TestCardBehaviour = 'success' | 'no_sms' | 'expired' | 'blocked' | 'system_error' | 'slow';

/** The sandbox's test cards; all expire 03/99. */
export const TEST_CARDS: readonly { number: string; behaviour: TestCardBehaviour }[] = [
  { number: '8600495473316478', behaviour: 'success' },
  { number: '8600069195406311', behaviour: 'success' },
  { number: '8600060921090842', behaviour: 'no_sms' },
  { number: '3333336415804657', behaviour: 'expired' },
  { number: '4444445987459073', behaviour: 'blocked' },
  { number: '8600143417770323', behaviour: 'system_error' },
  { number: '8600134301849596', behaviour: 'slow' },
];
export const TEST_CARD_EXPIRY = '0399';

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export interface SubscribeCard {
  token: string;
  number: string;
  expire: string;
  behaviour: TestCardBehaviour;
  save: boolean;
  verified: boolean;
  otp: { sentAt: number; attempts: number } | null;
  /** Set by a test: the bank now reports the card expired or blocked. */
  status: 'active' | 'expired' | 'blocked';
  removed: boolean;
}

export interface SubscribeReceipt {
  _id: string;
  create_time: number;
  pay_time: number;
  cancel_time: number;
  state: number;
  amount: number;
  account: Record<string, unknown>;
  description: string;
  detail: unknown;
  card: { number: string; expire: string } | null;
}

/** What a test makes the next calls do. */
export interface SubscribeFaults {
  /** receipts.pay of these amounts (tiyin) is refused with -31303, insufficient funds. */
  insufficientFundsAmounts: Set<number>;
  /** The next calls (any method) answer these error codes, one each, before any work. */
  errorBurst: number[];
  /** The next receipts.pay pays, then the HTTP answer is lost (the connection is dropped). */
  loseNextPayReply: boolean;
  /** The next receipts.pay pays, then never answers: the caller times out (or is killed while it waits). */
  holdNextPayReply: boolean;
  /** How long the "slow" test card makes a call wait before its error. */
  slowCardDelayMs: number;
}

export interface SubscribeCall {
  method: string;
  auth: 'none' | 'id' | 'id:key' | 'wrong';
  params: unknown;
}

export interface SubscribeState {
  cards: Map<string, SubscribeCard>;
  receipts: Map<string, SubscribeReceipt>;
  faults: SubscribeFaults;
  calls: SubscribeCall[];
  /** Codes sent to phones (for the demo page); keyed by token. */
  lastCode: Map<string, string>;
}

export function newSubscribeState(): SubscribeState {
  return {
    cards: new Map(),
    receipts: new Map(),
    faults: {
      insufficientFundsAmounts: new Set(),
      errorBurst: [],
      loseNextPayReply: false,
      holdNextPayReply: false,
      slowCardDelayMs: 10_000,
    },
    calls: [],
    lastCode: new Map(),
  };
}

const masked = (number: string) => `${number.slice(0, 6)}******${number.slice(-4)}`;
const expiryText = (expire: string) => `${expire.slice(0, 2)}/${expire.slice(2)}`;
const newToken = () => randomBytes(48).toString('base64');
const cardView = (card: SubscribeCard) => ({
  number: masked(card.number),
  expire: expiryText(card.expire),
  token: card.token,
  recurrent: card.save,
  verify: card.verified,
  type: card.number.startsWith('8600') ? 'uzcard' : 'humo',
});

export interface SubscribeContext {
  state: SubscribeState;
  merchantId: string;
  key: string;
  now: Clock;
  /** The HTTP answer is dropped after the work is done, or held until the server closes. */
  dropReply: (how: 'drop' | 'hold') => void;
}

export function authOf(header: string | undefined, merchantId: string, key: string): SubscribeCall['auth'] {
  if (!header) return 'none';
  if (header === merchantId) return 'id';
  if (header === `${merchantId}:${key}`) return 'id:key';
  return 'wrong';
}

function stringParam(params: Record<string, unknown>, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || !value) throw new RpcError(-32602, `${name} is required`);
  return value;
}

function cardOf(state: SubscribeState, params: Record<string, unknown>): SubscribeCard {
  const token = stringParam(params, 'token');
  const card = state.cards.get(token);
  if (!card || card.removed) throw new RpcError(-31400, 'Card not found');
  return card;
}

function receiptOf(state: SubscribeState, params: Record<string, unknown>): SubscribeReceipt {
  const id = stringParam(params, 'id');
  const receipt = state.receipts.get(id);
  if (!receipt) throw new RpcError(-31602, 'Receipt not found');
  return receipt;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How the card answers before any money moves: the sandbox's per-card behaviour, then a test's status. */
async function refusalOf(card: SubscribeCard, faults: SubscribeFaults): Promise<RpcError | undefined> {
  if (card.behaviour === 'slow') {
    await sleep(faults.slowCardDelayMs);
    return new RpcError(-32400, 'System error');
  }
  if (card.behaviour === 'system_error') return new RpcError(-32400, 'System error');
  if (card.behaviour === 'expired' || card.status === 'expired') return new RpcError(-31301, 'Card expired');
  if (card.behaviour === 'blocked' || card.status === 'blocked') return new RpcError(-31301, 'Card blocked');
  return undefined;
}

export async function handleSubscribe(
  context: SubscribeContext,
  method: string,
  params: Record<string, unknown>,
  auth: SubscribeCall['auth'],
): Promise<unknown> {
  const { state, now } = context;
  if (auth === 'none' || auth === 'wrong') throw new RpcError(-32504, 'Access denied');
  // cards.check and cards.remove take either form (the docs' example sends the id alone); receipts need the key.
  if (method.startsWith('receipts.') && auth !== 'id:key') throw new RpcError(-32504, 'Access denied');
  const burst = state.faults.errorBurst.shift();
  if (burst !== undefined) throw new RpcError(burst, 'Injected error');

  switch (method) {
    case 'cards.create': {
      const card = isRecord(params.card) ? params.card : {};
      const number = typeof card.number === 'string' ? card.number.replace(/\s+/g, '') : '';
      const expire = typeof card.expire === 'string' ? card.expire : '';
      if (!/^\d{16}$/.test(number)) throw new RpcError(-31300, 'Invalid card number');
      if (!/^(0[1-9]|1[0-2])\d{2}$/.test(expire)) throw new RpcError(-31300, 'Invalid expiry');
      const known = TEST_CARDS.find((test) => test.number === number);
      if (!known) throw new RpcError(-31300, 'Card not found');
      if (expire !== TEST_CARD_EXPIRY) throw new RpcError(-31300, 'Invalid expiry');
      const refusal =
        known.behaviour === 'no_sms'
          ? undefined
          : await refusalOf({ behaviour: known.behaviour, status: 'active' } as SubscribeCard, state.faults);
      if (refusal) throw refusal;
      const token = newToken();
      const created: SubscribeCard = {
        token,
        number,
        expire,
        behaviour: known.behaviour,
        save: params.save !== false,
        verified: false,
        otp: null,
        status: 'active',
        removed: false,
      };
      state.cards.set(token, created);
      return { card: cardView(created) };
    }
    case 'cards.get_verify_code': {
      const card = cardOf(state, params);
      if (card.behaviour === 'no_sms') throw new RpcError(-31301, 'SMS informing is not connected');
      card.otp = { sentAt: now(), attempts: 0 };
      state.lastCode.set(card.token, SANDBOX_SMS_CODE);
      return { sent: true, phone: '99890*****31', wait: OTP_WAIT_MS };
    }
    case 'cards.verify': {
      const card = cardOf(state, params);
      const code = String(params.code ?? '');
      if (!card.otp) throw new RpcError(-31101, 'Code expired');
      if (now() - card.otp.sentAt > OTP_WAIT_MS) throw new RpcError(-31101, 'Code expired');
      if (card.otp.attempts >= OTP_ATTEMPTS) throw new RpcError(-31102, 'Too many attempts');
      if (code !== SANDBOX_SMS_CODE) {
        card.otp.attempts += 1;
        throw new RpcError(-31103, 'Wrong code');
      }
      // Payme may hand out a new token on verify: the old one no longer works.
      state.cards.delete(card.token);
      card.token = newToken();
      card.verified = true;
      card.otp = null;
      state.cards.set(card.token, card);
      return { card: cardView(card) };
    }
    case 'cards.check': {
      const card = cardOf(state, params);
      const refusal = card.status === 'active' ? undefined : await refusalOf(card, state.faults);
      if (refusal) throw refusal;
      return { card: cardView(card) };
    }
    case 'cards.remove': {
      const card = cardOf(state, params);
      card.removed = true;
      return { success: true };
    }
    case 'receipts.create': {
      const amount = params.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
        throw new RpcError(-31611, 'Invalid amount');
      if (!isRecord(params.account)) throw new RpcError(-31610, 'account is required');
      const receipt: SubscribeReceipt = {
        _id: randomBytes(12).toString('hex'),
        create_time: now(),
        pay_time: 0,
        cancel_time: 0,
        state: 0,
        amount,
        account: params.account,
        description: typeof params.description === 'string' ? params.description : '',
        detail: params.detail ?? null,
        card: null,
      };
      state.receipts.set(receipt._id, receipt);
      return { receipt };
    }
    case 'receipts.pay': {
      const receipt = receiptOf(state, params);
      const card = cardOf(state, params);
      if (receipt.state === 4) throw new RpcError(-31630, 'Receipt already paid');
      if (receipt.state !== 0) throw new RpcError(-31630, 'Receipt cannot be paid');
      if (!card.verified) throw new RpcError(-31400, 'Card not verified');
      const refusal = await refusalOf(card, state.faults);
      if (refusal) throw refusal;
      if (state.faults.insufficientFundsAmounts.has(receipt.amount))
        throw new RpcError(-31303, 'Insufficient funds');
      receipt.state = 4;
      receipt.pay_time = now();
      receipt.card = { number: masked(card.number), expire: expiryText(card.expire) };
      // A one-time token dies with its payment.
      if (!card.save) card.removed = true;
      if (state.faults.loseNextPayReply) {
        state.faults.loseNextPayReply = false;
        context.dropReply('drop');
      } else if (state.faults.holdNextPayReply) {
        state.faults.holdNextPayReply = false;
        context.dropReply('hold');
      }
      return { receipt };
    }
    case 'receipts.check':
      return { state: receiptOf(state, params).state };
    case 'receipts.get':
      return { receipt: receiptOf(state, params) };
    case 'receipts.cancel': {
      const receipt = receiptOf(state, params);
      if (receipt.state === 0) receipt.state = 50;
      else if (receipt.state === 4) receipt.state = 21;
      else throw new RpcError(-31630, 'Receipt cannot be cancelled');
      receipt.cancel_time = now();
      return { receipt };
    }
    case 'receipts.send':
      receiptOf(state, params);
      return { success: true };
    case 'receipts.get_all': {
      const count = Math.min(typeof params.count === 'number' ? params.count : 50, 50);
      const from = typeof params.from === 'number' ? params.from : 0;
      const to = typeof params.to === 'number' ? params.to : Number.MAX_SAFE_INTEGER;
      const offset = typeof params.offset === 'number' ? params.offset : 0;
      return [...state.receipts.values()]
        .filter((receipt) => receipt.create_time >= from && receipt.create_time <= to)
        .slice(offset, offset + count);
    }
    default:
      throw new RpcError(-32601, 'Method not found');
  }
}
