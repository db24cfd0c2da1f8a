import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PaymeSimulator, SANDBOX_SMS_CODE, startPaymeSimulator } from '../src/index.js';

const MERCHANT = 'kassa-1';
const KEY = 'secret-key';
let sim: PaymeSimulator;
let clock = Date.UTC(2026, 0, 1);

beforeEach(async () => {
  clock = Date.UTC(2026, 0, 1);
  sim = await startPaymeSimulator({
    merchantUrl: 'http://127.0.0.1:9/none',
    key: KEY,
    merchantId: MERCHANT,
    now: () => clock,
  });
});
afterEach(async () => {
  await sim.close();
});

/** What these cases read of an answer's `result`: each method fills its own part (none on an error). */
type RpcResult = {
  card: { token: string; verify: boolean; number: string; expire: string };
  receipt: { _id: string; state: number; card: { number: string } };
  state: number;
  sent: boolean;
  wait: number;
};

async function rpc(method: string, params: Record<string, unknown>, auth = MERCHANT) {
  const response = await fetch(`${sim.url}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { 'x-auth': auth } : {}) },
    body: JSON.stringify({ id: 7, method, params }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; result: RpcResult; error?: { code: number } };
}

async function savedToken(number = '8600495473316478') {
  const created = await rpc('cards.create', { card: { number, expire: '0399' }, save: true });
  const token = created.result.card.token as string;
  expect((await rpc('cards.get_verify_code', { token })).result).toMatchObject({ sent: true, wait: 60000 });
  const verified = await rpc('cards.verify', { token, code: SANDBOX_SMS_CODE });
  expect(verified.result.card).toMatchObject({ verify: true, number: '860049******6478', expire: '03/99' });
  return verified.result.card.token as string;
}

describe('Payme Subscribe simulator: cards', () => {
  it('tokenizes a test card with the merchant id alone and confirms it with the SMS code', async () => {
    const token = await savedToken();
    expect((await rpc('cards.check', { token })).result.card.verify).toBe(true);
    expect(sim.subscribe.calls.find((call) => call.method === 'cards.create')?.params).toEqual({
      save: true,
    });
  });

  it('refuses a wrong code, then too many attempts, and an expired code', async () => {
    const created = await rpc('cards.create', {
      card: { number: '8600069195406311', expire: '0399' },
      save: true,
    });
    const token = created.result.card.token;
    await rpc('cards.get_verify_code', { token });
    for (let i = 0; i < 3; i++)
      expect((await rpc('cards.verify', { token, code: '111111' })).error?.code).toBe(-31103);
    expect((await rpc('cards.verify', { token, code: SANDBOX_SMS_CODE })).error?.code).toBe(-31102);
    await rpc('cards.get_verify_code', { token });
    clock += 61_000;
    expect((await rpc('cards.verify', { token, code: SANDBOX_SMS_CODE })).error?.code).toBe(-31101);
  });

  it('answers the sandbox behaviour of each test card', async () => {
    const create = (number: string) => rpc('cards.create', { card: { number, expire: '0399' }, save: true });
    expect((await create('3333336415804657')).error?.code).toBe(-31301);
    expect((await create('4444445987459073')).error?.code).toBe(-31301);
    expect((await create('8600143417770323')).error?.code).toBe(-32400);
    expect((await create('1234567890123456')).error?.code).toBe(-31300);
    const noSms = await create('8600060921090842');
    expect((await rpc('cards.get_verify_code', { token: noSms.result.card.token })).error?.code).toBe(-31301);
    sim.subscribe.faults.slowCardDelayMs = 50;
    expect((await create('8600134301849596')).error?.code).toBe(-32400);
  });

  it('answers CORS for the browser and refuses a call without X-Auth', async () => {
    const preflight = await fetch(`${sim.url}/api`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-auth');
    expect((await rpc('cards.create', {}, '')).error?.code).toBe(-32504);
  });
});

describe('Payme Subscribe simulator: receipts', () => {
  it('creates and pays a receipt with id:key only, then checks it', async () => {
    const token = await savedToken();
    const auth = `${MERCHANT}:${KEY}`;
    expect((await rpc('receipts.create', { amount: 500000, account: { invoice_id: '1' } })).error?.code).toBe(
      -32504,
    );
    const created = await rpc('receipts.create', { amount: 500000, account: { invoice_id: '1' } }, auth);
    const id = created.result.receipt._id as string;
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    const paid = await rpc('receipts.pay', { id, token }, auth);
    expect(paid.result.receipt).toMatchObject({ state: 4, card: { number: '860049******6478' } });
    expect((await rpc('receipts.check', { id }, auth)).result).toEqual({ state: 4 });
    expect((await rpc('receipts.pay', { id, token }, auth)).error?.code).toBe(-31630);
    expect((await rpc('receipts.cancel', { id }, auth)).result.receipt.state).toBe(21);
  });

  it('refuses insufficient funds, an expired card and a removed token; leaves the receipt unpaid', async () => {
    const token = await savedToken();
    const auth = `${MERCHANT}:${KEY}`;
    sim.subscribe.faults.insufficientFundsAmounts.add(700000);
    const id = (await rpc('receipts.create', { amount: 700000, account: {} }, auth)).result.receipt._id;
    expect((await rpc('receipts.pay', { id, token }, auth)).error?.code).toBe(-31303);
    expect((await rpc('receipts.check', { id }, auth)).result.state).toBe(0);
    const card = [...sim.subscribe.cards.values()].find((each) => each.token === token);
    if (card) card.status = 'expired';
    expect((await rpc('receipts.pay', { id, token }, auth)).error?.code).toBe(-31301);
    await rpc('cards.remove', { token });
    expect((await rpc('receipts.pay', { id, token }, auth)).error?.code).toBe(-31400);
  });

  it('pays and loses the answer when told to, and injects error bursts', async () => {
    const token = await savedToken();
    const auth = `${MERCHANT}:${KEY}`;
    sim.subscribe.faults.errorBurst.push(-31002);
    expect((await rpc('receipts.create', { amount: 100, account: {} }, auth)).error?.code).toBe(-31002);
    const id = (await rpc('receipts.create', { amount: 100, account: {} }, auth)).result.receipt._id;
    sim.subscribe.faults.loseNextPayReply = true;
    await expect(rpc('receipts.pay', { id, token }, auth)).rejects.toThrow();
    expect((await rpc('receipts.check', { id }, auth)).result.state).toBe(4);
  });
});
