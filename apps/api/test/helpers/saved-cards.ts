import { AUTOPAY_CONSENT_VERSION, savedCardPaths } from '@portal/contracts';
import { type PaymeSimulator, SANDBOX_SMS_CODE as SIM_CODE, startPaymeSimulator } from '@portal/simulators';
import type { FastifyInstance } from 'fastify';
import { PAYMENT_ENV } from './payments.js';

/** The sandbox card that always pays. */
export const TEST_CARD = '8600495473316478';

/** A Payme simulator for the saved-card tests, and the environment that points the app at it. */
export async function startCardsSimulator(): Promise<{ sim: PaymeSimulator; env: Record<string, string> }> {
  const sim = await startPaymeSimulator({
    merchantUrl: 'http://127.0.0.1:9/unused',
    key: PAYMENT_ENV.PAYME_KEY,
    merchantId: PAYMENT_ENV.PAYME_MERCHANT_ID,
  });
  return {
    sim,
    env: { ...PAYMENT_ENV, PAYME_SUBSCRIBE_URL: `${sim.url}/api`, PAYME_SUBSCRIBE_TIMEOUT_MS: '1500' },
  };
}

/** What the browser does on the card form: cards.create, get_verify_code, verify, with the merchant id alone. */
export async function tokenizeInBrowser(apiUrl: string, merchantId: string, number = TEST_CARD) {
  let id = 0;
  const rpc = async (method: string, params: Record<string, unknown>) => {
    id += 1;
    const response = await fetch(apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth': merchantId },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
    });
    const body = (await response.json()) as {
      result?: { card: { token: string } };
      error?: { code: number };
    };
    if (body.error) throw new Error(`${method} refused: ${body.error.code}`);
    return body.result;
  };
  const created = await rpc('cards.create', { card: { number, expire: '0399' }, save: true });
  const token = created?.card.token ?? '';
  await rpc('cards.get_verify_code', { token });
  const verified = await rpc('cards.verify', { token, code: SIM_CODE });
  return verified?.card.token ?? '';
}

export async function cardsCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Saves the test card for the customer the way the portal does; answers the saved card's id. */
export async function saveTestCard(app: FastifyInstance, token: string, number = TEST_CARD): Promise<number> {
  const setup = (await cardsCall(app, 'GET', savedCardPaths.setup, token)).json().data;
  const cardToken = await tokenizeInBrowser(setup.api_url, setup.merchant_id, number);
  const saved = await cardsCall(app, 'POST', savedCardPaths.cards, token, { token: cardToken });
  if (saved.statusCode !== 200) throw new Error(`saving the card failed: ${saved.body}`);
  return saved.json().data.id as number;
}

export async function enableAutopay(
  app: FastifyInstance,
  token: string,
  cardId: number,
  maxChargeSom: number,
) {
  return cardsCall(app, 'PUT', savedCardPaths.autopay, token, {
    enabled: true,
    card_id: cardId,
    max_charge_som: maxChargeSom,
    consent_version: AUTOPAY_CONSENT_VERSION,
  });
}
