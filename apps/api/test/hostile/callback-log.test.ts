import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentCallbacks } from '../../src/db/schema.js';
import { eventually } from '../helpers/eventually.js';
import { clickCall, PAYMENT_ENV } from '../helpers/payments.js';
import { useTestApp } from '../helpers/test-app.js';

// Anyone can call the payment callbacks: what we keep of a refused call is its outline, never its body, and
// nothing stored grows with what the caller sends.
const testApp = useTestApp(PAYMENT_ENV);

const newestRow = async (provider: 'payme' | 'click') => {
  const [row] = await testApp.app.db
    .select()
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.provider, provider))
    .orderBy(desc(paymentCallbacks.id))
    .limit(1);
  return row;
};

/** The log row of a call newer than `afterId`: the app writes it after the answer has left. */
const newest = (provider: 'payme' | 'click', afterId = 0) =>
  eventually(
    () => newestRow(provider),
    (row) => row !== undefined && row.id > afterId,
  );

describe('the payment callback log', () => {
  it('keeps only the outline of an unauthenticated 60 KB Payme call', async () => {
    const filler = 'x'.repeat(60_000);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/payme',
      remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/json', authorization: 'Basic bm9ib2R5Om5vdGhpbmc=' },
      payload: JSON.stringify({ id: 1, method: 'CheckTransaction', params: { id: 'a', filler } }),
    });
    expect(response.json()).toMatchObject({ error: { code: -32504 } });
    const row = await newest('payme');
    expect(row?.params).toMatchObject({ refused: true, ip: '203.0.113.9' });
    expect(JSON.stringify(row)).not.toContain('xxxxxxxxxx');
    expect(JSON.stringify(row).length).toBeLessThan(2000);
  });

  it('keeps only the outline of an unsigned Click call, and caps what it keeps of a signed one', async () => {
    const unsigned = await clickCall(
      testApp.app,
      'prepare',
      { click_trans_id: '501', merchant_trans_id: '1', amount: '5000.00', action: '0' },
      { sign_string: 'f'.repeat(32), filler: 'y'.repeat(10_000) },
    );
    expect(unsigned.error).toBe(-1);
    const refused = await newest('click');
    if (!refused) throw new Error('the refused call was not logged');
    expect(refused?.params).toMatchObject({ refused: true });
    expect(JSON.stringify(refused)).not.toContain('yyyyyyyyyy');

    const signed = await clickCall(
      testApp.app,
      'prepare',
      { click_trans_id: '502', merchant_trans_id: '999999', amount: '5000.00', action: '0' },
      { filler: 'z'.repeat(10_000) },
    );
    expect(signed.error).toBe(-5);
    const kept = await newest('click', refused.id);
    expect(kept?.id).toBeGreaterThan(refused.id);
    expect(JSON.stringify(kept).length).toBeLessThan(3000);
  });
});
