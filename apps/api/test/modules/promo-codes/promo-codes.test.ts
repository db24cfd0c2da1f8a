import { type FieldErrorCode, promoCodePaths } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPromoCli } from '../../../src/cli/promo-codes.js';
import { ledgerEntries } from '../../../src/db/schema.js';
import { translateField } from '../../../src/i18n/translate.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { checkLedger } from '../../../src/modules/balance/balance.service.js';
import { getData, registerCustomer, userIdOf } from '../../helpers/customers.js';
import { balanceOf } from '../../helpers/payments.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

const clock = createManualClock(new Date('2026-05-01T09:00:00Z'));
const HIGH_LIMITS = { RATE_LIMIT_PROMO_PER_ACCOUNT: '100000', RATE_LIMIT_PROMO_PER_IP: '100000' };
let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await buildTestApp(HIGH_LIMITS, { clock });
});
afterAll(async () => {
  await testApp?.close();
});

let codeCounter = 0;
const uniqueCode = (prefix = 'SPRING') => {
  codeCounter += 1;
  return `${prefix}${codeCounter}`;
};

/** Creates a code with the operators' CLI, as an operator would. */
async function createCode(server: FastifyInstance, ...flags: string[]) {
  const lines: string[] = [];
  const code = await runPromoCli(['create', ...flags], server.db, clock.now(), (line) => lines.push(line));
  expect(code, lines.join('\n')).toBe(0);
}

async function redeem(
  server: FastifyInstance,
  token: string,
  code: unknown,
  headers: Record<string, string> = {},
) {
  return server.inject({
    method: 'POST',
    url: promoCodePaths.redeem,
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload: { code },
  });
}

const overview = (server: FastifyInstance, token: string) => getData(server, token, promoCodePaths.overview);

/** The field error the API sends for a code: its English text (the client shows it as it is). */
const englishFieldError = (code: FieldErrorCode) => translateField('en', code);

describe('redeeming a code', () => {
  it('credits the amount once, in any letter case, and the figures follow', async () => {
    const code = uniqueCode();
    await createCode(app(), '--code', code, '--amount', '10000');
    const { token } = await registerCustomer(app());
    expect(await overview(app(), token)).toEqual({
      received: 0,
      received_codes: [],
      total_income: 0,
      total_count: 0,
      history: [],
    });

    const response = await redeem(app(), token, ` ${code.toLowerCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, data: { amount: 10000, balance: 10000 } });
    expect(await balanceOf(app(), token)).toBe(10000);
    expect(await overview(app(), token)).toMatchObject({
      total_income: 10000,
      total_count: 1,
      history: [{ id: expect.any(Number), code, amount: 10000, redeemed_at: clock.now().toISOString() }],
    });

    const userId = await userIdOf(app(), token);
    const entries = await app().db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
    expect(entries).toEqual([
      expect.objectContaining({ amountTiyin: 1_000_000, reason: 'promo_code', referenceType: 'promo_code' }),
    ]);
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  it('refuses a second use by the same customer: promo_code_already_used, nothing changes', async () => {
    const code = uniqueCode();
    await createCode(app(), '--code', code, '--amount', '500');
    const { token } = await registerCustomer(app());
    expect((await redeem(app(), token, code)).statusCode).toBe(200);
    const again = await redeem(app(), token, code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      status: false,
      code: 'VALIDATION_FAILED',
      errors: { code: [translateField('uz', 'promo_code_already_used')] },
    });
    expect(await balanceOf(app(), token)).toBe(500);
  });

  it('answers every refusal with its field code, in the request language, and changes nothing', async () => {
    const { token } = await registerCustomer(app());
    const early = uniqueCode();
    const late = uniqueCode();
    const full = uniqueCode();
    await createCode(app(), '--code', early, '--amount', '100', '--valid-from', '2026-06-01T00:00:00Z');
    await createCode(
      app(),
      '--code',
      late,
      '--amount',
      '100',
      '--valid-until',
      '2026-05-01T08:00:00Z',
      '--valid-from',
      '2026-04-01T00:00:00Z',
    );
    await createCode(app(), '--code', full, '--amount', '100', '--max-uses', '1');
    const other = await registerCustomer(app());
    expect((await redeem(app(), other.token, full)).statusCode).toBe(200);

    const cases: [unknown, FieldErrorCode][] = [
      ['NOSUCHCODE', 'promo_code_invalid'],
      ['bad code!', 'promo_code_invalid'],
      ['', 'required'],
      [early, 'promo_code_expired'],
      [late, 'promo_code_expired'],
      [full, 'promo_code_used_up'],
    ];
    for (const [code, expected] of cases) {
      const response = await redeem(app(), token, code, { 'accept-language': 'en' });
      expect(response.statusCode, String(code)).toBe(422);
      expect(response.json(), String(code)).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { code: [englishFieldError(expected)] },
      });
    }
    expect(await balanceOf(app(), token)).toBe(0);
    expect((await overview(app(), token)).total_count).toBe(0);
  });

  it('answers 401 without a login', async () => {
    const response = await app().inject({
      method: 'POST',
      url: promoCodePaths.redeem,
      payload: { code: 'X1X' },
    });
    expect(response.statusCode).toBe(401);
    expect((await app().inject({ method: 'GET', url: promoCodePaths.overview })).statusCode).toBe(401);
  });
});

describe('personal ("received") codes', () => {
  it("are listed for their owner only; another customer's personal code is unknown to them", async () => {
    const owner = await registerCustomer(app());
    const stranger = await registerCustomer(app());
    const ownerId = await userIdOf(app(), owner.token);
    const code = uniqueCode('GIFT');
    await createCode(
      app(),
      '--code',
      code,
      '--amount',
      '7500',
      '--user',
      String(ownerId),
      '--valid-until',
      '2026-12-31T00:00:00Z',
    );

    expect(await overview(app(), owner.token)).toMatchObject({
      received: 1,
      received_codes: [{ code, amount: 7500, valid_until: '2026-12-31T00:00:00.000Z' }],
    });
    expect((await overview(app(), stranger.token)).received).toBe(0);

    const refused = await redeem(app(), stranger.token, code, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ code: [englishFieldError('promo_code_invalid')] });
    expect(await balanceOf(app(), stranger.token)).toBe(0);

    expect((await redeem(app(), owner.token, code)).statusCode).toBe(200);
    expect(await overview(app(), owner.token)).toMatchObject({
      received: 0,
      total_income: 7500,
      total_count: 1,
    });
  });
});

describe('parallel redeems', () => {
  it('one customer sending the same code five times at once is credited once', async () => {
    const code = uniqueCode();
    await createCode(app(), '--code', code, '--amount', '1000');
    const { token } = await registerCustomer(app());
    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => redeem(app(), token, code)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422, 422, 422, 422]);
    expect(await balanceOf(app(), token)).toBe(1000);
  });

  it('many customers at once never exceed max_uses', async () => {
    const code = uniqueCode();
    await createCode(app(), '--code', code, '--amount', '300', '--max-uses', '3');
    const customers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => registerCustomer(app())));
    const responses = await Promise.all(customers.map((customer) => redeem(app(), customer.token, code)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    const refusals = responses.filter((response) => response.statusCode === 422);
    expect(refusals).toHaveLength(3);
    for (const refusal of refusals) {
      expect(refusal.json().errors.code).toEqual([translateField('uz', 'promo_code_used_up')]);
    }
    const balances = await Promise.all(customers.map((customer) => balanceOf(app(), customer.token)));
    expect(balances.reduce((sum, balance) => sum + balance, 0)).toBe(900);
    expect((await checkLedger(app().db)).ok).toBe(true);
  });
});

describe('guessing', () => {
  it('is limited per account: failures past the limit answer 429 with Retry-After, until the window ends', async () => {
    const limited = await buildTestApp(
      { RATE_LIMIT_PROMO_PER_ACCOUNT: '3', RATE_LIMIT_PROMO_PER_IP: '100' },
      { clock },
    );
    try {
      const code = uniqueCode();
      await createCode(limited.app, '--code', code, '--amount', '100');
      const { token } = await registerCustomer(limited.app);
      for (const guess of ['GUESS1', 'GUESS2', 'GUESS3']) {
        expect((await redeem(limited.app, token, guess)).statusCode).toBe(422);
      }
      const blocked = await redeem(limited.app, token, code);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
      expect(await balanceOf(limited.app, token)).toBe(0);

      // Another account is not held back by this one's failures.
      const other = await registerCustomer(limited.app);
      expect((await redeem(limited.app, other.token, code)).statusCode).toBe(200);

      clock.advance(900_000);
      expect((await redeem(limited.app, token, code)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('is limited per IP address across accounts', async () => {
    const limited = await buildTestApp(
      { RATE_LIMIT_PROMO_PER_ACCOUNT: '100', RATE_LIMIT_PROMO_PER_IP: '2' },
      { clock },
    );
    try {
      const first = await registerCustomer(limited.app);
      const second = await registerCustomer(limited.app);
      expect((await redeem(limited.app, first.token, 'GUESS1')).statusCode).toBe(422);
      expect((await redeem(limited.app, second.token, 'GUESS2')).statusCode).toBe(422);
      expect((await redeem(limited.app, second.token, 'GUESS3')).statusCode).toBe(429);
      expect((await redeem(limited.app, first.token, 'GUESS3')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the promo CLI', () => {
  async function run(...argv: string[]) {
    const lines: string[] = [];
    const code = await runPromoCli(argv, app().db, clock.now(), (line) => lines.push(line));
    return { code, out: lines.join('\n') };
  }

  it('creates, lists and disables codes', async () => {
    const created = await run('create', '--code', 'CliCode1', '--amount', '2500.50', '--max-uses', '10');
    expect(created.code).toBe(0);
    expect(created.out).toContain('CliCode1');
    expect(created.out).toContain('2500.5 som');

    const generated = await run('create', '--generate', '--amount', '100');
    expect(generated.code).toBe(0);
    const generatedCode = /^created ([A-Z2-9]{10}) #/.exec(generated.out)?.[1];
    expect(generatedCode).toBeDefined();

    const listed = await run('list');
    expect(listed.out).toContain('CliCode1');
    expect(listed.out).toContain(generatedCode);

    const { token } = await registerCustomer(app());
    expect(await run('disable', 'clicode1')).toMatchObject({ code: 0 });
    const refused = await redeem(app(), token, 'CliCode1', { 'accept-language': 'en' });
    expect(refused.json().errors).toEqual({ code: [englishFieldError('promo_code_expired')] });
  });

  it('names every mistake and exits 2', async () => {
    await run('create', '--code', 'Dup1', '--amount', '10');
    const cases: [string[], string][] = [
      [['create', '--amount', '10'], 'either --code'],
      [['create', '--code', 'X2X', '--generate', '--amount', '10'], 'either --code'],
      [['create', '--code', 'bad code', '--amount', '10'], '--code must be'],
      [['create', '--code', 'GOOD1', '--amount', '0'], '--amount'],
      [['create', '--code', 'GOOD1', '--amount', 'ten'], '--amount'],
      [['create', '--code', 'GOOD1', '--amount', '10', '--valid-until', 'tomorrow'], '--valid-until'],
      [['create', '--code', 'GOOD1', '--amount', '10', '--max-uses', '0'], '--max-uses'],
      [['create', '--code', 'GOOD1', '--amount', '10', '--user', '999999'], 'no user 999999'],
      [['create', '--code', 'DUP1', '--amount', '10'], 'exists already'],
      [['disable', 'NOPE1'], 'no code NOPE1'],
      [['frobnicate'], 'usage: promo'],
      [['create', '--nope'], 'nope'],
    ];
    for (const [argv, message] of cases) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.out, argv.join(' ')).toContain(message);
    }
  });
});
