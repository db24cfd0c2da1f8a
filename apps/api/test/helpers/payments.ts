import { createHash } from 'node:crypto';
import { formatClickSignTime } from '@portal/simulators';
import type { FastifyInstance } from 'fastify';

/** Provider settings the payment tests run with (simulators off: tests start them when they need them). */
export const PAYMENT_ENV = {
  PAYME_MERCHANT_ID: '587f72c72cac0d162c722ae2',
  PAYME_KEY: 'test-payme-key-K',
  CLICK_SERVICE_ID: '10001',
  CLICK_MERCHANT_ID: '20002',
  CLICK_SECRET_KEY: 'test-click-secret-S',
  PAYMENT_SIMULATORS: 'false',
  APP_URL: 'https://portal.example.uz',
  FISCAL_IKPU_TOP_UP: '10399002001000000',
  FISCAL_PACKAGE_CODE: '1209885',
  VAT_PERCENT: '12',
};

export const paymeAuth = (key = PAYMENT_ENV.PAYME_KEY, login = 'Paycom') =>
  `Basic ${Buffer.from(`${login}:${key}`).toString('base64')}`;

let rpcId = 0;

/** One Payme JSON-RPC call; answers the parsed reply. */
export async function paymeCall(
  app: FastifyInstance,
  method: string,
  params: Record<string, unknown>,
  authorization: string | null = paymeAuth(),
) {
  rpcId += 1;
  const id = rpcId;
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/payme',
    headers: {
      'content-type': 'application/json',
      ...(authorization === null ? {} : { authorization }),
    },
    payload: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
  });
  if (response.statusCode !== 200) throw new Error(`Payme endpoint answered HTTP ${response.statusCode}`);
  const body = response.json();
  if (body.id !== id) throw new Error('the reply does not echo the id');
  return body as {
    result?: Record<string, unknown>;
    error?: { code: number; message: unknown; data?: string };
  };
}

export async function createInvoice(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/client/user/payment/merchant/create-invoice',
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload: body,
  });
}

/** Creates an invoice and answers its id. */
export async function newInvoice(app: FastifyInstance, token: string, merchant: string, amount: number) {
  const response = await createInvoice(app, token, { merchant, amount });
  if (response.statusCode !== 200) throw new Error(`create-invoice failed: ${response.body}`);
  return response.json().data as { invoice_id: number; payment_url: string };
}

export async function balanceOf(app: FastifyInstance, token: string): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/client/user/profile',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json().data.accounts.amount as number;
}

let clickCounter = 1_000_000;
export const nextClickTransId = () => {
  clickCounter += 1;
  return String(clickCounter);
};

export interface ClickFields {
  click_trans_id: string;
  service_id?: string;
  click_paydoc_id?: string;
  merchant_trans_id: string;
  merchant_prepare_id?: string;
  amount: string;
  action: string;
  error?: string;
  error_note?: string;
  sign_time?: string;
}

export function clickSign(fields: ClickFields, secret = PAYMENT_ENV.CLICK_SECRET_KEY, withPrepareId = true) {
  const parts = [
    fields.click_trans_id,
    fields.service_id ?? PAYMENT_ENV.CLICK_SERVICE_ID,
    secret,
    fields.merchant_trans_id,
  ];
  if (fields.action === '1' && withPrepareId) parts.push(fields.merchant_prepare_id ?? '');
  parts.push(fields.amount, fields.action, fields.sign_time ?? formatClickSignTime(Date.now()));
  return createHash('md5').update(parts.join('')).digest('hex');
}

/** Posts a form-encoded Click callback, signed correctly unless `sign_string` is given. */
export async function clickCall(
  app: FastifyInstance,
  path: 'prepare' | 'complete',
  fields: ClickFields,
  overrides: Record<string, string | undefined> = {},
) {
  // Signed at the app's now (a test may move its clock) unless the test says when: the server refuses
  // signatures outside its time window.
  const signed = { ...fields, sign_time: fields.sign_time ?? formatClickSignTime(app.clock.now().getTime()) };
  const form: Record<string, string | undefined> = {
    service_id: PAYMENT_ENV.CLICK_SERVICE_ID,
    click_paydoc_id: String(Number(fields.click_trans_id) + 5),
    error: '0',
    error_note: 'Success',
    ...signed,
    sign_string: clickSign(signed),
    ...overrides,
  };
  const payload = new URLSearchParams(
    Object.entries(form).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  const response = await app.inject({
    method: 'POST',
    url: `/api/payments/click/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`Click endpoint answered HTTP ${response.statusCode}`);
  return response.json() as Record<string, unknown> & { error: number };
}
