import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { seriousViolations, sweptViolations, themedViolations } from '../support/axe.js';
import { ct, openConsoleAs, openSection } from '../support/console.js';
import { t } from '../support/i18n.js';
import { settle, switchTheme, themes } from '../support/page-state.js';
import { expect, type Page, test } from '../support/test.js';

// A company pays by bank transfer: it enters its details, asks for an invoice, billing staff credit the payment
// in the console, and the customer sees the money and downloads its documents. Each screen is also checked by
// axe in the three themes on a phone and a desktop (photographed with E2E_SCREENSHOTS=1: artefacts for people to
// look at, not a check).

const shots = path.resolve(import.meta.dirname, '../test-results/money-documents');
const photograph = Boolean(process.env.E2E_SCREENSHOTS);
const company = {
  legal_name: '"Qoʻqon Savdo" MChJ',
  stir: '301234567',
  legal_address: 'Fargʻona viloyati, Qoʻqon sh., Turkiston koʻchasi, 5',
  bank_account: '20208000400987654321',
  mfo: '01037',
  director: 'Gʻayratov Oʻtkir',
};

async function fillCompany(page: Page) {
  await page.getByRole('combobox', { name: t('documents:payer.kind'), exact: true }).selectOption('company');
  for (const [field, value] of Object.entries(company)) {
    await page.getByLabel(t(`documents:payer.${field}`), { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: t('documents:payer.save') }).click();
  await expect(page.getByText(t('documents:payer.saved'))).toBeVisible();
}

test('a company sets its details, asks for an invoice, billing credits it, and the customer downloads its documents', async ({
  page,
  request,
  browser,
}) => {
  // The first download of a document draws its PDF (font subsetting included): slower than a page.
  test.setTimeout(180_000);
  const account = newAccount();
  const token = await registerThroughApi(request, account);
  await openLoggedIn(page, token, '/user/payer');
  await expect(page.getByRole('heading', { level: 1, name: t('common:routes.payer') })).toBeVisible();
  // A wrong STIR is refused on its field before anything is sent.
  await page.getByRole('combobox', { name: t('documents:payer.kind'), exact: true }).selectOption('company');
  await page.getByLabel(t('documents:payer.stir'), { exact: true }).fill('12345');
  await page.getByRole('button', { name: t('documents:payer.save') }).click();
  await expect(page.getByLabel(t('documents:payer.stir'), { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await fillCompany(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/user/documents');
  await page.getByLabel(t('documents:bank.amount')).fill('1500000');
  await page.getByRole('button', { name: t('documents:bank.submit') }).click();
  const reference =
    (await page
      .locator('span')
      .filter({ hasText: /^BT-[A-Z2-9]{8}$/ })
      .first()
      .textContent()) ?? '';
  expect(reference).toMatch(/^BT-[A-Z2-9]{8}$/);
  const [invoicePdf] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: t('documents:bank.download') }).click(),
  ]);
  expect(invoicePdf.suggestedFilename()).toBe(`${reference}.pdf`);
  expect(await seriousViolations(page)).toEqual([]);

  const staff = await (await browser.newContext()).newPage();
  await openConsoleAs(staff, 'billing');
  await openSection(staff, ct('nav:bank'), ct('bank:title'));
  await staff.getByLabel(ct('bank:reference')).fill(reference);
  await staff.getByLabel(ct('bank:amount')).fill('1500000');
  await staff.getByLabel(ct('bank:payer_stir')).fill(company.stir);
  await staff.getByLabel(ct('bank:paid_on')).fill('2026-11-27');
  await staff.getByLabel(ct('bank:purpose')).fill(`Hosting uchun oldindan toʻlov ${reference}`);
  await staff.getByRole('button', { name: ct('bank:record') }).click();
  await expect(
    staff.getByRole('alert').or(staff.getByRole('status')).filter({ hasText: reference }),
  ).toBeVisible();
  expect(await seriousViolations(staff)).toEqual([]);

  await page.goto('/user/moneyhistory');
  await expect(page.getByText(`№ ${reference}`)).toBeVisible();
  const [receipt] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page
      .getByRole('button', { name: new RegExp(t('documents:list.download')) })
      .first()
      .click(),
  ]);
  expect(receipt.suggestedFilename()).toMatch(/^R-\d{6}\.pdf$/);
  const bytes = await readFile((await receipt.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto('/user/documents');
  const [act] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: t('documents:reconciliation.download') }).click(),
  ]);
  expect(act.suggestedFilename()).toMatch(/^reconciliation-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
});

test('the documents, payer and bank screens on a phone and a desktop, in the three themes', async ({
  page,
  request,
}) => {
  // Four screens, each loaded once and swept at both widths in the three themes in place (support/axe.ts).
  test.setTimeout(240_000);
  const token = await registerThroughApi(request, newAccount());
  const staff = await page.context().newPage();
  await openConsoleAs(staff, 'billing');
  const sweep = async (on: Page, name: string, width: number) => {
    // The desktop after the phone, in place: its other themes look at what the width changed (support/axe.ts).
    expect(await themedViolations(on, { afterOtherWidth: width === 1280 }), `${name} ${width}`).toEqual([]);
    if (!photograph) return;
    for (const theme of themes) {
      await switchTheme(on, theme);
      await on.screenshot({ path: path.join(shots, `${name}-${theme}-${width}.png`), fullPage: true });
    }
    await switchTheme(on, 'default');
  };
  // One load per screen: the width changes in place like the theme (the layout is CSS only).
  const sweepBothWidths = async (on: Page, name: string) => {
    for (const width of [390, 1280]) {
      await on.setViewportSize({ width, height: 844 });
      await sweep(on, name, width);
    }
    await on.setViewportSize({ width: 390, height: 844 });
  };
  await openLoggedIn(page, token, '/user/payer');
  for (const [name, route] of [
    ['payer', '/user/payer'],
    ['documents', '/user/documents'],
  ] as const) {
    if (name !== 'payer') await page.goto(route);
    await settle(page);
    await sweepBothWidths(page, name);
  }
  for (const name of ['bank', 'seller'] as const) {
    await staff.goto(`/admin/${name}`);
    await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
    await staff.waitForLoadState('networkidle');
    await sweepBothWidths(staff, `console-${name}`);
  }
  // The owner opens the same two console screens as billing does.
  const owner = await page.context().newPage();
  await openConsoleAs(owner, 'owner');
  for (const name of ['bank', 'seller'] as const) {
    await owner.goto(`/admin/${name}`);
    await expect(owner.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('a cancelled order’s unused days come back with a credit note, downloaded in the language chosen', async ({
  page,
  context,
  request,
}) => {
  // The first PDF download draws it. Swept by axe in uz (support/axe.ts sweepOf); the PDF's language following the
  // interface's until another is chosen is documents-list.test.tsx's, the PDF's words in each language the API's.
  test.setTimeout(240_000);
  const token = await registerThroughApi(request, newAccount());
  const auth = { authorization: `Bearer ${token}` };
  const invoice = await request.post('/api/client/user/payment/merchant/create-invoice', {
    headers: auth,
    data: { merchant: 'payme', amount: 15_000 },
  });
  const payer = await context.newPage();
  await payer.goto((await invoice.json()).data.payment_url);
  await payer.getByTestId('payme-pay').click();
  await payer.close();
  const tariffs = await request.get('/api/client/services/hosting/tarifs', { headers: auth });
  const start = ((await tariffs.json()).data as { id: number; name: string }[]).find(
    (tariff) => tariff.name === 'Start',
  );
  const order = await request.post('/api/client/services/hosting/orders/create', {
    headers: auth,
    data: { tariff_id: start?.id, pay_type: '2592000' },
  });
  const id = (await order.json()).data.id as number;
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/client/services/hosting/orders/${id}`, { headers: auth })).json())
          .data.status,
      { timeout: 30_000 },
    )
    .toBe('active');
  const cancelled = await request.post(`/api/client/services/hosting/orders/${id}/cancel`, {
    headers: { ...auth, 'idempotency-key': `cancel-${id}` },
    data: { when: 'now' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await openLoggedIn(page, token, '/user/documents');
  const creditNote = page
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`${t('documents:kind.credit_note')} № C-\\d{6}`) })
    .getByRole('button');
  await expect(creditNote).toBeVisible({ timeout: 30_000 });
  const language = page.getByRole('combobox', { name: t('documents:list.language') });
  await expect(language).toHaveValue('uz');
  await language.selectOption('ru');
  const [pdf] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), creditNote.click()]);
  expect(pdf.suggestedFilename()).toMatch(/^C-\d{6}\.pdf$/);
  expect(await sweptViolations(page, 'uz')).toEqual([]);
  if (!photograph) return;
  for (const lng of ['uz', 'ru', 'en'] as const) {
    await page.evaluate((value) => localStorage.setItem('selectedLang', value), lng);
    await page.goto('/user/documents');
    await expect(page.getByRole('combobox', { name: t('documents:list.language', { lng }) })).toHaveValue(
      lng,
      { timeout: 30_000 },
    );
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      for (const theme of themes) {
        await switchTheme(page, theme);
        await page.screenshot({
          path: path.join(shots, `credit-note-${lng}-${theme}-${width}.png`),
          fullPage: true,
        });
      }
    }
    await switchTheme(page, 'default');
    await page.setViewportSize({ width: 390, height: 844 });
  }
});
