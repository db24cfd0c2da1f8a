import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { PHONE, sweptViolations } from '../support/axe.js';
import { ct, openConsoleAs } from '../support/console.js';
import { type Language, loosely, t } from '../support/i18n.js';
import { captchaAnswer, readOutbox } from '../support/outbox.js';
import { type APIRequestContext, type Browser, expect, type Page, test } from '../support/test.js';

// The support desk as its two sides use it: a customer's ticket answered from the console and seen live, a
// visitor's ticket answered through the e-mailed link, and every new screen checked by axe.

const CAPTCHA = '/api/client/user/auth/captcha';
const GUEST_TICKETS = '/api/client/support/guest-tickets';
const TICKETS = '/api/client/support/tickets';
const STREAM = '/api/client/user/events';
// A 1×1 PNG: the server keeps a file by its bytes, so it must be a real image.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const pathOf = (url: string) => new URL(url).pathname;

test('a customer opens a ticket with a screenshot, staff answer from the console, the customer sees it live and rates it', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const token = await registerThroughApi(request, newAccount());
  // The app holds the live stream on every page once logged in; the staff answer must come after it is open.
  const streamOpened = page.waitForResponse((response) => pathOf(response.url()) === STREAM);
  await openLoggedIn(page, token, '/support/tickets/new');
  expect((await streamOpened).status()).toBe(200);
  await page.getByLabel(t('support-tickets:new.department')).selectOption('technical');
  await page.getByLabel(t('support-tickets:new.subject'), { exact: true }).fill('Sayt 500 xatosini bermoqda');
  await page.getByLabel(t('support-tickets:new.message')).fill('Bugun ertalabdan beri sayt ochilmayapti.');
  await page
    .getByLabel(t('support-tickets:attachments.label'), { exact: true })
    .setInputFiles({ name: 'xato.png', mimeType: 'image/png', buffer: tinyPng });
  await page.getByRole('button', { name: t('support-tickets:new.submit') }).click();
  await expect(page).toHaveURL(/\/support\/tickets\/\d+$/);
  const id = Number(pathOf(page.url()).split('/').pop());
  await expect(page.getByRole('button', { name: /xato\.png/ })).toBeVisible();
  await expect(
    page.getByText(loosely(t('support-tickets:thread.promise', { time: '@' }).split('@')[1] ?? '')),
  ).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { liveMarker: string }).liveMarker = 'still here';
  });

  const staff = await browser.newPage();
  await openConsoleAs(staff, 'support');
  await staff.goto(`/admin/tickets/${id}`);
  await expect(
    staff.getByRole('heading', { level: 1, name: `#${id} Sayt 500 xatosini bermoqda` }),
  ).toBeVisible();
  await expect(staff.getByText('xato.png').first()).toBeVisible();
  const answer = 'PHP jarayonini qayta ishga tushirdik, saytni tekshirib koʻring.';
  await staff.getByLabel(ct('tickets:reply_body')).fill(answer);
  await staff.getByRole('button', { name: ct('tickets:send_reply') }).click();
  await expect(staff.getByText(answer)).toBeVisible();
  await staff.close();

  // The answer arrives through the open stream: the same page, never reloaded.
  await expect(page.getByText(answer)).toBeVisible();
  await expect(page.getByText(t('support-tickets:status.answered'), { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe(
    'still here',
  );

  await page.getByRole('radio', { name: t('support-tickets:rating.score', { count: 5 }) }).check();
  await page.getByLabel(t('support-tickets:rating.comment')).fill('Tez va aniq javob, rahmat!');
  await page.getByRole('button', { name: t('support-tickets:rating.submit') }).click();
  await expect(
    page.getByText(t('support-tickets:rating.given', { count: 5 }), { exact: false }),
  ).toBeVisible();
});

test('a visitor writes from the support page and replies through the e-mailed link', async ({
  page,
  request,
}) => {
  const email = `visitor-${Date.now()}@example.uz`;
  await page.goto('/info');
  await expect(page.getByRole('heading', { level: 2, name: t('support-tickets:guest.title') })).toBeVisible();
  // The captcha is made when the visitor starts on the form.
  const captcha = page.waitForResponse((response) => pathOf(response.url()) === CAPTCHA);
  await page.getByLabel(t('support-tickets:guest.email')).fill(email);
  const captchaId = ((await (await captcha).json()) as { data: { captcha_id: string } }).data.captcha_id;
  await page.getByLabel(t('support-tickets:guest.name')).fill('Aziza');
  await page.getByLabel(t('support-tickets:new.subject'), { exact: true }).fill('Kirish imkoni yoʻq');
  await page.getByLabel(t('support-tickets:new.message')).fill('Parolni tiklash xati kelmayapti.');
  await page.getByLabel(t('security:captcha.answer')).fill(await captchaAnswer(request, captchaId));
  const opened = page.waitForResponse((response) => pathOf(response.url()) === GUEST_TICKETS);
  await page.getByRole('button', { name: t('support-tickets:guest.submit') }).click();
  const { id } = ((await (await opened).json()) as { data: { id: number } }).data;
  await expect(page.getByText(t('support-tickets:guest.sent', { id, email }))).toBeVisible();

  // The e-mail (sent by a job) carries the private link.
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = await readOutbox(request, email);
        link =
          mails.map((mail) => /https?:\/\/\S+\/support\/guest#[\w-]+/.exec(mail.text)?.[0]).find(Boolean) ??
          '';
        return link;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  await page.goto(link);
  await expect(page.getByText('Parolni tiklash xati kelmayapti.')).toBeVisible();
  // The secret leaves the address once read.
  expect(new URL(page.url()).hash).toBe('');
  await page.getByLabel(t('support-tickets:thread.reply')).fill('Spam jildida ham yoʻq.');
  await page.getByRole('button', { name: t('support-tickets:thread.send') }).click();
  await expect(page.getByText('Spam jildida ham yoʻq.')).toBeVisible();
  // A reload of the tab still opens the thread.
  await page.reload();
  await expect(page.getByText('Spam jildida ham yoʻq.')).toBeVisible();
});

// ---- axe over the new screens, in uz at a phone's and a desktop's width in the three themes (support/axe.ts
// sweepOf). Once, not once per language: a language changes the words alone, and every word exists in all five
// (apps/web/src/locales/locales.test.ts, apps/admin/src/locales/locales.test.ts). ----

const lang: Language = 'uz';

type Fixture = { customerToken: string; ticketId: number; guestLink: string; staffToken: string };
let fixture: Fixture;

async function openGuestTicket(request: APIRequestContext): Promise<string> {
  const captcha = (await (await request.get(CAPTCHA)).json()) as { data: { captcha_id: string } };
  const email = `axe-visitor-${Date.now()}@example.uz`;
  const created = await request.post(GUEST_TICKETS, {
    data: {
      email,
      name: 'Aziza',
      subject: 'Tarif haqida savol',
      message: 'WordPress uchun qaysi tarif mos?',
      captcha_id: captcha.data.captcha_id,
      captcha: await captchaAnswer(request, captcha.data.captcha_id),
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  let link = '';
  await expect
    .poll(async () => {
      const mails = await readOutbox(request, email);
      link = mails.map((mail) => /\/support\/guest#[\w-]+/.exec(mail.text)?.[0]).find(Boolean) ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

async function withStaffToken(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  await openConsoleAs(page, 'owner');
  const token = await page.evaluate(() => sessionStorage.getItem('portal-console-token'));
  await page.close();
  if (!token) throw new Error('e2e: the console kept no staff token');
  return token;
}

test.describe('axe on the support desk’s screens', () => {
  test.beforeAll(async ({ browser, request }) => {
    test.setTimeout(90_000);
    const customerToken = await registerThroughApi(request, newAccount());
    const opened = await request.post(TICKETS, {
      headers: { authorization: `Bearer ${customerToken}` },
      data: {
        department: 'billing',
        subject: 'Hisob-faktura kerak',
        message: 'Oktabr uchun hisob-faktura kerak.',
      },
    });
    expect(opened.status(), await opened.text()).toBe(200);
    const ticketId = ((await opened.json()) as { data: { id: number } }).data.id;
    const staffToken = await withStaffToken(browser);
    // An answer, so the thread shows both sides and the rating form.
    const answered = await request.post(`/api/admin/tickets/${ticketId}/messages`, {
      headers: { authorization: `Bearer ${staffToken}` },
      data: { body: 'Hisob-faktura tayyor, hujjatlar boʻlimida.', internal: false },
    });
    expect(answered.status(), await answered.text()).toBe(200);
    fixture = { customerToken, ticketId, guestLink: await openGuestTicket(request), staffToken };
  });

  /** A page of its own context at a phone's width, with `storage` and `session` set before the app starts. */
  const open = async (
    browser: Browser,
    storage: Record<string, string>,
    session: Record<string, string> = {},
  ) => {
    const context = await browser.newContext({ viewport: PHONE });
    await context.addInitScript(
      ([local, tab]) => {
        for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
        for (const [key, value] of Object.entries(tab)) sessionStorage.setItem(key, value);
      },
      [storage, session] as const,
    );
    return context.newPage();
  };
  /** Each screen loaded once: the width changes in place like the theme (the layout is CSS only). */
  const sweep = async (page: Page, paths: string[]) => {
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      for (const problem of await sweptViolations(page, lang)) problems.push(`${path} ${problem}`);
      await page.setViewportSize(PHONE);
    }
    return problems;
  };
  // Six axe runs a screen: one test per side, each within its time limit on a loaded machine.
  test.describe.configure({ timeout: 180_000 });

  test('a visitor’s screens, swept by axe', async ({ browser }) => {
    const visitor = await open(browser, { selectedLang: lang });
    const problems = await sweep(visitor, ['/info', fixture.guestLink]);
    await expect(
      visitor.getByRole('textbox', { name: t('support-tickets:thread.reply', { lng: lang }) }),
    ).toBeVisible();
    await visitor.context().close();
    expect(problems).toEqual([]);
  });

  test('a customer’s screens, swept by axe', async ({ browser }) => {
    const customer = await open(browser, { selectedLang: lang, token: fixture.customerToken });
    const problems = await sweep(customer, [
      '/support/tickets',
      '/support/tickets/new',
      `/support/tickets/${fixture.ticketId}`,
    ]);
    await expect(
      customer.getByRole('group', { name: t('support-tickets:rating.question', { lng: lang }) }),
    ).toBeVisible();
    await customer.context().close();
    expect(problems).toEqual([]);
  });

  test('the staff’s screens, swept by axe', async ({ browser }) => {
    const staff = await open(
      browser,
      { 'portal-console-language': lang },
      { 'portal-console-token': fixture.staffToken },
    );
    const problems = await sweep(staff, ['/admin/tickets', `/admin/tickets/${fixture.ticketId}`]);
    await expect(staff.getByLabel(ct('tickets:reply_body', { lng: lang }))).toBeVisible();
    await staff.context().close();
    expect(problems).toEqual([]);
  });
});
