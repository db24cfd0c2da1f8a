import { adminPaths, referralPaths } from '@portal/contracts';
import { formatClickSignTime } from '@portal/simulators';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLedgerCheck } from '../../../src/cli/check-ledger.js';
import { ledgerEntries, referralRewards, referrals, users } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { checkLedger, tryChangeBalance } from '../../../src/modules/balance/balance.service.js';
import { recordReferral } from '../../../src/modules/referrals/referrals.service.js';
import { getData, newCustomer, register, registerCustomer, userIdOf } from '../../helpers/customers.js';
import {
  balanceOf,
  clickCall,
  newInvoice,
  nextClickTransId,
  PAYMENT_ENV,
  paymeCall,
} from '../../helpers/payments.js';
import { watchQueryOverlaps } from '../../helpers/query-overlaps.js';
import { verifyEmail } from '../../helpers/security.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import { RECORDS, recordForm, send, threeFiles, validFields } from '../profile-records/record-fixtures.js';
import { paymeCancel, paymeTopUp } from './payme-top-up.js';

const clock = createManualClock(new Date('2026-04-01T09:00:00Z'));
const FRIEND_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await buildTestApp(PAYMENT_ENV, { clock });
});
afterAll(async () => {
  await testApp?.close();
});

const overview = (server: FastifyInstance, token: string) => getData(server, token, referralPaths.overview);

/** A referrer with a code, and a customer who registered through it. */
/** A referrer and a friend who joined through the link from a phone of their own and confirmed the e-mail. */
async function referrerAndFriend(server: FastifyInstance = app()) {
  const referrer = await registerCustomer(server);
  const { code } = await overview(server, referrer.token);
  const friendCustomer = newCustomer({ firstname: 'Alisher', lastname: 'karimov', referral_code: code });
  const joined = await register(server, friendCustomer, { 'user-agent': FRIEND_PHONE });
  if (joined.statusCode !== 200) throw new Error(`registration failed: ${joined.body}`);
  const friend = { customer: friendCustomer, token: joined.json().data.access_token as string };
  await verifyEmail(server, friend.token, friendCustomer.email);
  return { referrer, friend, code };
}

describe('the referral link', () => {
  it('is made on first request, stays the same, and starts with nobody joined', async () => {
    const { token } = await registerCustomer(app());
    const first = await overview(app(), token);
    expect(first).toEqual({
      code: expect.stringMatching(/^[a-z2-9]{8}$/),
      link: `${PAYMENT_ENV.APP_URL}/registration?ref=${first.code}`,
      share_percent: 10,
      joined_count: 0,
      earned_total: 0,
      referrals: [],
    });
    expect((await overview(app(), token)).code).toBe(first.code);
  });

  it('answers 401 without a login', async () => {
    expect((await app().inject({ method: 'GET', url: referralPaths.overview })).statusCode).toBe(401);
  });

  it('parallel first requests of one customer agree on one code', async () => {
    const { token } = await registerCustomer(app());
    const codes = await Promise.all([1, 2, 3].map(() => overview(app(), token)));
    expect(new Set(codes.map((data) => data.code)).size).toBe(1);
  });
});

describe('registration through a link', () => {
  it('records the referrer; the list shows a masked name', async () => {
    const { referrer, friend } = await referrerAndFriend();
    const data = await overview(app(), referrer.token);
    expect(data.joined_count).toBe(1);
    expect(data.referrals).toEqual([
      { id: expect.any(Number), name: 'Alisher K.', joined_at: clock.now().toISOString(), earned: 0 },
    ]);
    expect(JSON.stringify(data)).not.toContain(friend.customer.email);
  });

  it('takes the code in any case', async () => {
    const referrer = await registerCustomer(app());
    const { code } = await overview(app(), referrer.token);
    await registerCustomer(app(), { referral_code: code.toUpperCase() });
    expect((await overview(app(), referrer.token)).joined_count).toBe(1);
  });

  it('ignores an unknown or malformed code: the registration still succeeds', async () => {
    const before = await app().db.select().from(referrals);
    for (const referral_code of ['zzzzzzzz', 'not a code!', 'x'.repeat(500), '']) {
      await registerCustomer(app(), { referral_code });
    }
    expect(await app().db.select().from(referrals)).toHaveLength(before.length);
  });

  it("ignores the customer's own code", async () => {
    const { token } = await registerCustomer(app());
    const { code } = await overview(app(), token);
    const userId = await userIdOf(app(), token);
    await app().db.transaction((tx) =>
      recordReferral(tx, { referredId: userId, code, sharePercent: 10, at: clock.now() }),
    );
    expect(await app().db.select().from(referrals).where(eq(referrals.referredId, userId))).toEqual([]);
  });

  it('does not let the code change the answer of a failed registration', async () => {
    const response = await register(app(), { referral_code: 'abcdefgh' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).not.toContain('referral_code');
  });
});

describe('the bonus', () => {
  it('credits 10 % of a Payme top-up to the referrer, once, as a ledger entry', async () => {
    const { referrer, friend } = await referrerAndFriend();
    // The share is credited in the top-up's transaction, which compares the two customers' phones one query at a time.
    const watch = watchQueryOverlaps();
    const { invoiceId, paymeId } = await paymeTopUp(app(), friend.token, 5000, clock.now()).finally(
      watch.stop,
    );
    expect(watch.overlaps.map((overlap) => overlap.message)).toEqual([]);
    expect(await balanceOf(app(), friend.token)).toBe(5000);
    expect(await balanceOf(app(), referrer.token)).toBe(500);

    // Payme repeats PerformTransaction (a lost answer): nothing more is credited.
    await Promise.all([1, 2].map(() => paymeCall(app(), 'PerformTransaction', { id: paymeId })));
    expect(await balanceOf(app(), referrer.token)).toBe(500);

    const referrerId = await userIdOf(app(), referrer.token);
    const entries = await app().db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, referrerId));
    expect(entries).toEqual([
      expect.objectContaining({
        amountTiyin: 50_000,
        reason: 'referral_bonus',
        referenceType: 'invoice',
        referenceId: String(invoiceId),
      }),
    ]);
    const data = await overview(app(), referrer.token);
    expect(data.earned_total).toBe(500);
    expect(data.referrals[0].earned).toBe(500);
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  it('credits the share of a Click top-up too', async () => {
    const { referrer, friend } = await referrerAndFriend();
    const invoiceId = String((await newInvoice(app(), friend.token, 'click_evolution', 2000)).invoice_id);
    const click_trans_id = nextClickTransId();
    const sign_time = formatClickSignTime(clock.now().getTime());
    const fields = { click_trans_id, merchant_trans_id: invoiceId, amount: '2000.00', sign_time };
    const prepared = await clickCall(app(), 'prepare', { ...fields, action: '0' });
    expect(prepared.error).toBe(0);
    const merchant_prepare_id = String(prepared.merchant_prepare_id);
    const completed = await clickCall(app(), 'complete', { ...fields, merchant_prepare_id, action: '1' });
    expect(completed.error).toBe(0);
    await clickCall(app(), 'complete', { ...fields, merchant_prepare_id, action: '1' });
    expect(await balanceOf(app(), referrer.token)).toBe(200);
  });

  it('rounds the share down to whole tiyin', async () => {
    const { referrer, friend } = await referrerAndFriend();
    await paymeTopUp(app(), friend.token, '1000.05', clock.now());
    // 10 % of 100 005 tiyin is 10 000.5 tiyin: 10 000 tiyin are credited.
    expect(await balanceOf(app(), referrer.token)).toBe(100);
  });

  it('earns nothing for customers who came without a link', async () => {
    const loner = await registerCustomer(app());
    const before = await app().db.select().from(referralRewards);
    await paymeTopUp(app(), loner.token, 2000, clock.now());
    expect(await app().db.select().from(referralRewards)).toHaveLength(before.length);
  });

  it("is taken back when Payme cancels the top-up, and another referrer's data is not shown", async () => {
    const { referrer, friend } = await referrerAndFriend();
    const other = await registerCustomer(app());
    const { paymeId } = await paymeTopUp(app(), friend.token, 3000, clock.now());
    expect(await balanceOf(app(), referrer.token)).toBe(300);
    clock.advance(60_000);
    expect((await paymeCancel(app(), paymeId)).result?.state).toBe(-2);
    expect(await balanceOf(app(), friend.token)).toBe(0);
    expect(await balanceOf(app(), referrer.token)).toBe(0);
    const data = await overview(app(), referrer.token);
    expect(data.earned_total).toBe(0);
    expect(data.joined_count).toBe(1);
    expect((await overview(app(), other.token)).referrals).toEqual([]);
    const referrerId = await userIdOf(app(), referrer.token);
    const reasons = (
      await app().db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, referrerId))
    ).map((entry) => [entry.reason, entry.amountTiyin]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['referral_bonus', 30_000],
        ['referral_bonus_reversal', -30_000],
      ]),
    );
    // A repeated cancel changes nothing.
    await paymeCancel(app(), paymeId);
    expect(await balanceOf(app(), referrer.token)).toBe(0);
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  it('is left for review, never negative, when the referrer already spent it', async () => {
    const { referrer, friend } = await referrerAndFriend();
    const { invoiceId, paymeId } = await paymeTopUp(app(), friend.token, 4000, clock.now());
    const referrerId = await userIdOf(app(), referrer.token);
    // The referrer spends the bonus (say on hosting) before the provider cancels the top-up.
    await app().db.transaction((tx) =>
      tryChangeBalance(tx, {
        userId: referrerId,
        amountTiyin: -40_000,
        reason: 'order_payment',
        reference: null,
        at: clock.now(),
      }),
    );
    expect((await paymeCancel(app(), paymeId)).result?.state).toBe(-2);
    expect(await balanceOf(app(), friend.token)).toBe(0);
    expect(await balanceOf(app(), referrer.token)).toBe(0);
    const [reward] = await app()
      .db.select()
      .from(referralRewards)
      .where(eq(referralRewards.invoiceId, invoiceId));
    expect(reward?.status).toBe('needs_review');
    // Still held by the referrer, so it still counts as earned.
    expect((await overview(app(), referrer.token)).earned_total).toBe(400);
    expect((await checkLedger(app().db)).ok).toBe(true);
    const lines: string[] = [];
    expect(await runLedgerCheck(app().db, (line) => lines.push(line))).toBe(3);
    expect(lines.join('\n')).toContain(
      `needs review: referral bonus ${reward?.id} of invoice ${invoiceId} (user ${referrerId}, 40000 tiyin)`,
    );
  });
});

describe('self-referral', () => {
  async function joinThroughLink(overrides: { email?: string; userAgent?: string; verify?: boolean } = {}) {
    const referrer = await registerCustomer(app());
    const { code } = await overview(app(), referrer.token);
    const friendCustomer = newCustomer({
      referral_code: code,
      ...(overrides.email ? { email: overrides.email } : {}),
    });
    const joined = await register(app(), friendCustomer, {
      'user-agent': overrides.userAgent ?? FRIEND_PHONE,
    });
    const token = joined.json().data.access_token as string;
    if (overrides.verify !== false) await verifyEmail(app(), token, friendCustomer.email);
    return { referrer, token };
  }
  const earned = async (token: string) => (await overview(app(), token)).earned_total;

  it('pays nothing for a newcomer who never confirmed the e-mail', async () => {
    const { referrer, token } = await joinThroughLink({ verify: false });
    await paymeTopUp(app(), token, 5000, clock.now());
    expect(await earned(referrer.token)).toBe(0);
  });

  it('pays nothing for a newcomer whose e-mail is a +tag alias of the referrer', async () => {
    const referrer = await registerCustomer(app());
    const { code } = await overview(app(), referrer.token);
    const [local, domain] = referrer.customer.email.split('@');
    const alias = newCustomer({ referral_code: code, email: `${local}+second@${domain}` });
    const joined = await register(app(), alias, { 'user-agent': FRIEND_PHONE });
    const token = joined.json().data.access_token as string;
    await verifyEmail(app(), token, alias.email);
    await paymeTopUp(app(), token, 5000, clock.now());
    expect(await earned(referrer.token)).toBe(0);
  });

  it('holds the reward for review when one phone belongs to both, in an account or a person record', async () => {
    const referrer = await registerCustomer(app());
    const { code } = await overview(app(), referrer.token);
    const friendCustomer = newCustomer({ referral_code: code });
    const joined = await register(app(), friendCustomer, { 'user-agent': FRIEND_PHONE });
    const token = joined.json().data.access_token as string;
    await verifyEmail(app(), token, friendCustomer.email);
    // The referrer's own person record carries the newcomer's number.
    const record = await send(
      app(),
      referrer.token,
      'POST',
      RECORDS,
      recordForm({ ...validFields, phone_number: friendCustomer.phone_number }, threeFiles()),
    );
    expect(record.statusCode).toBe(200);
    await paymeTopUp(app(), token, 5000, clock.now());
    expect(await earned(referrer.token)).toBe(0);
  });

  it('holds the reward for review when the newcomer signed up from the referrer’s device and network', async () => {
    // The referrer registered through inject's default address and browser; so does this newcomer.
    const { referrer, token } = await joinThroughLink({ userAgent: 'lightMyRequest' });
    await paymeTopUp(app(), token, 5000, clock.now());
    expect(await earned(referrer.token)).toBe(0);
    const held = await app().db.select().from(referralRewards).where(eq(referralRewards.status, 'held'));
    // The newest held reward is this newcomer's (the test before holds one for another referrer).
    const reward = held.sort((a, b) => b.id - a.id).find((row) => row.amountTiyin === 50_000);
    expect(reward).toBeDefined();

    // Billing staff look at it in the console's reconciliation list and release it: the referrer is credited.
    const staff = await staffToken(app(), await addStaff(testApp, 'billing'));
    const open = await app().inject({
      method: 'GET',
      url: adminPaths.reconciliation,
      headers: bearer(staff),
    });
    expect(open.json().data).toContainEqual(
      expect.objectContaining({ kind: 'referral_held', id: reward?.id, amount: 500 }),
    );
    const released = await app().inject({
      method: 'POST',
      url: adminPaths.reconciliationSettle
        .replace(':kind', 'referral_held')
        .replace(':id', String(reward?.id)),
      headers: bearer(staff),
      payload: { decision: 'release', note: 'Two phones in one family, checked by call' },
    });
    expect(released.statusCode).toBe(200);
    expect(await earned(referrer.token)).toBe(500);
    expect(await balanceOf(app(), referrer.token)).toBe(500);
    expect((await checkLedger(app().db)).ok).toBe(true);
  });
});

describe('the configured share', () => {
  it('REFERRAL_SHARE_PERCENT=5 credits 5 %; 0 records who joined but pays nothing', async () => {
    const five = await buildTestApp({ ...PAYMENT_ENV, REFERRAL_SHARE_PERCENT: '5' }, { clock });
    const off = await buildTestApp({ ...PAYMENT_ENV, REFERRAL_SHARE_PERCENT: '0' }, { clock });
    try {
      const a = await referrerAndFriend(five.app);
      await paymeTopUp(five.app, a.friend.token, 5000, clock.now());
      expect(await balanceOf(five.app, a.referrer.token)).toBe(250);
      expect((await overview(five.app, a.referrer.token)).share_percent).toBe(5);

      const b = await referrerAndFriend(off.app);
      await paymeTopUp(off.app, b.friend.token, 5000, clock.now());
      expect(await balanceOf(off.app, b.referrer.token)).toBe(0);
      const data = await overview(off.app, b.referrer.token);
      expect(data).toMatchObject({ share_percent: 0, joined_count: 1, earned_total: 0 });
      expect(await off.app.db.select().from(referralRewards)).toEqual([]);
    } finally {
      await five.close();
      await off.close();
    }
  });
});

describe('data kept about people', () => {
  it('shows only the first name and an initial', async () => {
    const { referrer } = await referrerAndFriend();
    const [row] = await app().db.select().from(users).where(eq(users.firstname, 'Alisher')).limit(1);
    const data = await overview(app(), referrer.token);
    expect(data.referrals[0].name).toBe('Alisher K.');
    expect(JSON.stringify(data)).not.toContain(row?.lastname ?? 'karimov');
  });
});
