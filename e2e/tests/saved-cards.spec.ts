import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { sweptViolations } from '../support/axe.js';
import { type Language, loosely, t } from '../support/i18n.js';
import { type APIRequestContext, expect, test } from '../support/test.js';

// docs/product/saved-cards.md: a customer saves the sandbox card with its SMS code, turns auto-pay on with the
// consent, and an order nearing its expiry on an empty balance is renewed by the card: three days before, the
// order timer charges the card the shortfall; on the expiry day it renews from the balance. The money history
// shows the charge and its receipt PDF holds it. Time is the demo's levers (/api/dev, this machine only): the
// order's paid-until date moved, the order timer run now. In uz on a phone, each screen swept by axe at a phone's
// and a desktop's width in the three themes (support/axe.ts sweepOf). Once, not again in ru on a desktop: a
// language changes words alone (saved-cards.test.tsx, autopay-attempts.test.tsx and money-history.test.tsx hold
// the screens' words, the locale parity test every text in all five languages).

/** Artefacts for people to look at, not golden images. */
const shots = path.resolve(import.meta.dirname, '../test-results/saved-cards');
const TEST_CARD = '8600 4954 7331 6478';
/** The demo Payme's SMS code for every sandbox card (the simulator's demo page lists it). */
const SMS_CODE = '666666';
const PROVISION_TIMEOUT_MS = 30_000;
const DAY_MS = 86_400_000;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** 15 000 som through Payme's checkout, then a month of Start (15 000 som): the balance is empty again. */
async function orderOnEmptyBalance(
  request: APIRequestContext,
  token: string,
  pay: (paymentUrl: string) => Promise<void>,
) {
  const invoice = await request.post('/api/client/user/payment/merchant/create-invoice', {
    headers: auth(token),
    data: { merchant: 'payme', amount: 15_000 },
  });
  await pay((await invoice.json()).data.payment_url as string);
  const tariffs = await request.get('/api/client/services/hosting/tarifs', { headers: auth(token) });
  const start = ((await tariffs.json()).data as { id: number; name: string }[]).find(
    (tariff) => tariff.name === 'Start',
  );
  const order = await request.post('/api/client/services/hosting/orders/create', {
    headers: auth(token),
    data: { tariff_id: start?.id, pay_type: '2592000' },
  });
  expect(order.status(), await order.text()).toBe(200);
  const id = (await order.json()).data.id as number;
  const orderNow = async () =>
    (await (await request.get(`/api/client/services/hosting/orders/${id}`, { headers: auth(token) })).json())
      .data as { status: string; expires_at: string };
  await expect.poll(async () => (await orderNow()).status, { timeout: PROVISION_TIMEOUT_MS }).toBe('active');
  return { id, orderNow };
}

/** Moves the order's paid-until date and runs the order timer now, as its minute would. */
async function timerAt(request: APIRequestContext, orderId: number, expiresAt: Date) {
  const moved = await request.put(`/api/dev/orders/${orderId}/expiry`, {
    data: { expires_at: expiresAt.toISOString() },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  // `ran` is false only while the server's own minute holds the timer; that run does the same work.
  await expect
    .poll(
      async () =>
        (await (await request.post('/api/dev/schedules/hosting.order-scheduler/run')).json()).data?.ran,
    )
    .toBe(true);
}

const runs = [{ lng: 'uz', viewport: { width: 390, height: 844 } }] as const satisfies readonly {
  lng: Language;
  viewport: { width: number; height: number };
}[];

for (const { lng, viewport } of runs) {
  test(`saved card and auto-pay in ${lng} at ${viewport.width}: an order near expiry is renewed by the card`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.addInitScript((value) => localStorage.setItem('selectedLang', value), lng);
    const token = await registerThroughApi(request, newAccount());
    const { id, orderNow } = await orderOnEmptyBalance(request, token, async (url) => {
      const payer = await context.newPage();
      await payer.goto(url);
      await payer.getByTestId('payme-pay').click();
      await payer.close();
    });

    // The card: number and expiry go to Payme, then the SMS code.
    await openLoggedIn(page, token, '/pay');
    await page.getByRole('button', { name: t('cards:form.add', { lng }) }).click();
    await page.getByLabel(t('cards:form.number', { lng })).fill(TEST_CARD);
    await page.getByLabel(t('cards:form.expiry', { lng })).fill('03/99');
    await page.getByRole('button', { name: t('cards:form.send_code', { lng }) }).click();
    await page.getByLabel(t('cards:form.code', { lng })).fill(SMS_CODE);
    await page.getByRole('button', { name: t('cards:form.confirm', { lng }) }).click();
    await expect(page.getByRole('status').filter({ hasText: t('cards:form.saved', { lng }) })).toBeVisible();
    await expect(page.getByText('860049******6478').first()).toBeVisible();

    // Auto-pay, with the consent: at most 20 000 som a charge.
    await page.getByLabel(t('cards:autopay.ceiling', { lng })).fill('20000');
    await page.getByLabel(t('cards:autopay.consent_agree', { lng })).check();
    await page.getByRole('button', { name: t('cards:autopay.turn_on', { lng }) }).click();
    // On: the form gives way to what auto-pay will do and how to stop it.
    await expect(page.getByRole('button', { name: t('cards:autopay.turn_off', { lng }) })).toBeVisible();
    expect(await sweptViolations(page, lng)).toEqual([]);
    // The sweep leaves the page at its last width: back to this run's.
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(shots, `cards-${lng}-${viewport.width}.png`), fullPage: true });

    // Two days before the expiry the card is charged the shortfall; on the expiry day the balance renews it.
    const before = Date.now();
    await timerAt(request, id, new Date(before + 2 * DAY_MS));
    await timerAt(request, id, new Date(Date.now() - 1000));
    const renewed = await orderNow();
    expect(renewed.status).toBe('active');
    expect(new Date(renewed.expires_at).getTime()).toBeGreaterThan(before + 20 * DAY_MS);

    await page.goto('/user/moneyhistory');
    const attempts = page.getByRole('list', { name: t('balance:history.autopay.title', { lng }) });
    const attempt = attempts.getByRole('listitem');
    await expect(attempt).toHaveCount(1);
    await expect(attempt).toContainText(loosely(t('balance:history.autopay.order', { lng, id })));
    await expect(attempt).toContainText(t('balance:history.autopay.states.paid', { lng }));
    const listed = await request.get('/api/client/user/payment/autopay/attempts', { headers: auth(token) });
    const invoice = ((await listed.json()).data as { invoice_id: number }[])[0]?.invoice_id;
    // "№ 12", never "№ 123": the invoice number ends where its digits do.
    const invoiceLine = new RegExp(
      `${loosely(t('balance:history.invoice', { lng, id: String(invoice) })).source}(?!\\d)`,
    );
    await expect(attempt).toContainText(invoiceLine);
    const ledger = page.getByRole('list', { name: t('balance:history.list_label', { lng }) });
    await expect(
      ledger
        .getByRole('listitem')
        .filter({ hasText: t('balance:history.order_kinds.auto_renew', { lng, id }) }),
    ).toBeVisible();
    // The charge's own top-up line (the invoice the attempt names), and its receipt.
    const topUp = ledger.getByRole('listitem').filter({ hasText: invoiceLine });
    await expect(topUp).toContainText(t('balance:history.via.top_up', { lng, provider: 'Payme' }));
    expect(await sweptViolations(page, lng)).toEqual([]);
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(shots, `history-${lng}-${viewport.width}.png`), fullPage: true });
    const [receipt] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      topUp.getByRole('button', { name: new RegExp(t('documents:list.download', { lng })) }).click(),
    ]);
    expect(receipt.suggestedFilename()).toMatch(/^R-\d{6}\.pdf$/);
    const pdf = await getDocumentProxy(new Uint8Array(await readFile((await receipt.path()) ?? '')));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain(receipt.suggestedFilename().replace('.pdf', ''));
    expect(text).toMatch(/15[\s\u00a0\u202f]?000/);
  });
}
