import { newAccount, openLoggedIn, registerThroughApi } from '../support/accounts.js';
import { DESKTOP, PHONE, themedViolations } from '../support/axe.js';
import { type Language, t } from '../support/i18n.js';
import { switchTheme, themes } from '../support/page-state.js';
import { topUpThroughPayme } from '../support/payments.js';
import { expect, type Page, test } from '../support/test.js';

// Hosting bought with a new domain, then used from the order's home: the site the purchase made, its PHP
// switched to 7.4, a free certificate that arrives on the live stream, and an MX and a TXT record. In uz on a
// phone, each screen checked by axe at a phone's and a desktop's width in the three themes, the width changed in
// place. Once, not again in ru on a desktop: a language changes words alone (order-home-sites.test.tsx and
// order-home-dns.test.tsx hold the screens' words, the locale parity test every text in all five languages).

// Provisioning, the registrar's job, then the site job (queued again by provisioning once the panel user exists),
// and Let's Encrypt in the panel simulator with the certificate watch's round (2 s for journeys, support/portal.ts).
const BACKGROUND_TIMEOUT_MS = 180_000;

/** From the price list (/order, open). */
async function buyHostingWithDomain(page: Page, lng: Language, name: string) {
  // The first server (Tashkent-1, whose name the page translates).
  await page
    .getByRole('link', { name: t('hosting:servers.view_tariffs', { lng }) })
    .first()
    .click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/orders/product/infohosting/'));
  await page
    .getByRole('list', { name: t('hosting:tariffs.list_label', { lng }), exact: true })
    .getByRole('link', { name: new RegExp(`^${t('hosting:tariffs.order', { lng })}: `) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pay\/confirmation\?tariff_id=\d+/);
  await page.getByLabel(t('domains:addon.toggle', { lng })).check();
  await page.getByLabel(t('domains:search.label', { lng })).fill(name);
  await expect(page.getByRole('radio', { name: new RegExp(name.replace('.', '\\.')) })).toBeChecked();
  await page.getByRole('button', { name: t('hosting:confirm.submit', { lng }) }).click();
  await expect(page.getByText(t('domains:addon.done', { lng, name }))).toBeVisible();
  await expect(page).toHaveURL(/\/my_orders$/);
}

/**
 * No serious axe finding on the open screen at a phone's and a desktop's width in any of the three themes
 * (support/axe.ts: every rule in the default theme, the colour rules in the others); with E2E_SCREENSHOTS=1 a
 * photograph of each, for people to look at.
 */
async function expectCleanInEveryTheme(page: Page, shot: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    // The phone after the desktop, in place: its other themes look at what the width changed (support/axe.ts).
    const afterOtherWidth = viewport === PHONE;
    expect(await themedViolations(page, { afterOtherWidth }), `${shot} ${viewport.width}`).toEqual([]);
    if (!process.env.E2E_SCREENSHOTS) continue;
    for (const theme of themes) {
      await switchTheme(page, theme);
      await page.screenshot({
        path: test.info().outputPath(`${shot}-${viewport.width}-${theme}.png`),
        fullPage: true,
      });
    }
    await switchTheme(page, 'default');
  }
}

const factOf = (card: ReturnType<Page['getByRole']>, label: string) =>
  card
    .locator('div', { has: card.page().getByText(label, { exact: true }) })
    .locator('dd')
    .first();

const runs = [{ lng: 'uz', viewport: PHONE }] as const satisfies readonly {
  lng: Language;
  viewport: { width: number; height: number };
}[];

for (const { lng, viewport } of runs) {
  test(`hosting sites in ${lng} at ${viewport.width}: the site of a new domain, PHP 7.4, free SSL live, MX and TXT`, async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    await page.setViewportSize(viewport);
    await page.addInitScript((value) => localStorage.setItem('selectedLang', value), lng);
    const token = await registerThroughApi(request, newAccount());
    await topUpThroughPayme(request, token, 1_000_000);
    await openLoggedIn(page, token, '/order');
    const name = `e2e${Date.now().toString(36)}.com`;
    await buyHostingWithDomain(page, lng, name);

    // The order's home, from its card once the account is ready.
    const order = page
      .getByRole('list', { name: t('hosting:orders.list_label', { lng }) })
      .getByRole('listitem')
      .first();
    await expect(order.getByTestId('order-status')).toHaveText(t('hosting:orders.statuses.active', { lng }), {
      timeout: BACKGROUND_TIMEOUT_MS,
    });
    await order.getByRole('link', { name: t('hosting:orders.manage', { lng }) }).click();
    await expect(page).toHaveURL(/\/my_orders\/\d+$/);

    // The site the purchase created for the domain (the registrar and the panel work in the background).
    const site = page.getByRole('listitem', { name });
    await expect(async () => {
      await page.reload();
      await expect(site).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: BACKGROUND_TIMEOUT_MS });
    await expectCleanInEveryTheme(page, `sites-${lng}`);

    // PHP 7.4.
    await site.getByRole('button', { name: t('sites:sites.edit_named', { lng, name }) }).click();
    const edit = page.getByRole('dialog', { name: t('sites:sites.edit_title', { lng, name }) });
    await edit.getByLabel(t('sites:sites.fields.php_version', { lng })).selectOption('7.4');
    await expectCleanInEveryTheme(page, `site-edit-${lng}`);
    await edit.getByRole('button', { name: t('sites:save', { lng }) }).click();
    await expect(edit).toBeHidden();
    await expect(factOf(site, t('sites:sites.fields.php_version', { lng }))).toHaveText('7.4');

    // A free certificate: "issuing…", then "secured until" arrives on the live stream, without a reload.
    await page.getByRole('link', { name: t('sites:home.tabs.ssl', { lng }), exact: true }).click();
    const ssl = page.getByRole('listitem', { name });
    await ssl.getByRole('button', { name: t('sites:ssl.issue', { lng }) }).click();
    const securedUntil = new RegExp(t('sites:ssl.secured_until', { lng, date: '(.+)' }));
    await expect(ssl.getByText(securedUntil)).toBeVisible({ timeout: BACKGROUND_TIMEOUT_MS });
    await expectCleanInEveryTheme(page, `ssl-${lng}`);

    // DNS: an MX and a TXT record in the domain's zone.
    await page.getByRole('link', { name: t('sites:home.tabs.dns', { lng }), exact: true }).click();
    const addRecord = async (type: 'MX' | 'TXT', value: string, priority?: string) => {
      await page.getByRole('button', { name: t('sites:dns.add', { lng }) }).click();
      const dialog = page.getByRole('dialog', { name: t('sites:dns.add_title', { lng, zone: name }) });
      await dialog.getByLabel(t('sites:dns.fields.type', { lng })).selectOption(type);
      await dialog.getByLabel(t(`sites:dns.value_label.${type}`, { lng })).fill(value);
      if (priority) await dialog.getByLabel(t('sites:dns.fields.priority', { lng })).fill(priority);
      if (type === 'MX') await expectCleanInEveryTheme(page, `dns-add-${lng}`);
      await dialog.getByRole('button', { name: t('sites:dns.add_submit', { lng }) }).click();
      await expect(dialog).toBeHidden();
    };
    // Values the panel's default records do not have (it may keep an MX and an SPF record of its own).
    await addRecord('MX', `mx2.${name}`, '20');
    await addRecord('TXT', 'google-site-verification=e2e');
    const records = page.getByRole('list', { name: t('sites:dns.records_of', { lng, zone: name }) });
    await expect(
      records.getByRole('listitem', { name: `MX ${name}` }).filter({ hasText: `mx2.${name}` }),
    ).toContainText(t('sites:dns.priority_short', { lng, value: 20 }));
    await expect(
      records
        .getByRole('listitem', { name: `TXT ${name}` })
        .filter({ hasText: 'google-site-verification=e2e' }),
    ).toBeVisible();
    await expectCleanInEveryTheme(page, `dns-${lng}`);
  });
}
