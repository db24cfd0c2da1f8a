import path from 'node:path';
import { generate } from 'otplib';
import { type NewAccount, newAccount, registerThroughApi, storedToken } from '../support/accounts.js';
import { seriousViolations } from '../support/axe.js';
import { type Language, t } from '../support/i18n.js';
import { settle, type ThemeName, themes } from '../support/page-state.js';
import { type APIRequestContext, type CDPSession, expect, type Page, test } from '../support/test.js';

// A customer adds a passkey in the settings, then signs in with it without typing the e-mail,
// with Chromium's virtual authenticator (CDP WebAuthn domain) standing in for the phone's. WebAuthn takes no
// IP address as its relying party, so these pages open at http://localhost:<port> (WEBAUTHN_RP_ID=localhost in
// playwright.config.ts); API calls made from the test itself stay on 127.0.0.1.

/** `route` on this worker's portal under the host name localhost (support/test.ts sets E2E_PORT). */
const at = (route: string) => `http://localhost:${process.env.E2E_PORT}${route}`;

/** An authenticator like a phone's: resident keys, user verification (PIN or biometrics), always present. */
async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

const credentialsOf = async (cdp: CDPSession, authenticatorId: string) =>
  (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;

/** Stores the token on the localhost origin (storage is per origin) and opens `route` there. */
async function openLoggedInAt(page: Page, token: string, route: string, language?: Language) {
  await page.goto(at('/'));
  await page.evaluate(
    ([value, lang]) => {
      localStorage.setItem('token', value);
      if (lang) localStorage.setItem('selectedLang', lang);
    },
    [token, language ?? ''] as const,
  );
  await page.goto(at(route));
}

/** `checkScreen`: axe on the naming step, once in the suite (the first journey that adds a passkey). */
async function addPasskeyThroughScreen(page: Page, account: NewAccount, name: string, checkScreen = false) {
  await page.getByLabel(t('passkeys:password')).fill(account.password);
  await page.getByRole('button', { name: t('passkeys:add'), exact: true }).click();
  const nameField = page.getByLabel(t('passkeys:name'));
  // The name defaults to the device the passkey was made on.
  await expect(nameField).not.toHaveValue('');
  if (checkScreen) expect(await seriousViolations(page)).toEqual([]);
  await nameField.fill(name);
  await page.getByRole('button', { name: t('passkeys:save'), exact: true }).click();
  await expect(page.getByText(t('passkeys:added'))).toBeVisible();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
}

async function logOut(page: Page) {
  await page.goto(at('/user/exit'));
  await page.getByRole('button', { name: t('auth:logout.confirm'), exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect.poll(() => storedToken(page)).toBeNull();
}

/** The page as a browser that cannot offer passkeys among an input's autofill suggestions sees it. */
const withoutPasskeyAutofill = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
      value: async () => false,
    });
  });

const passkeyButton = (page: Page) =>
  page.getByRole('button', { name: t('auth:login.passkey'), exact: true });

async function enableTotpThroughApi(request: APIRequestContext, token: string, password: string) {
  const headers = { authorization: `Bearer ${token}` };
  const setup = await request.post('/api/client/user/security/2fa/totp/setup', {
    headers,
    data: { password },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()).data as { secret: string };
  const enable = await request.post('/api/client/user/security/2fa/totp/enable', {
    headers,
    data: { password, code: await generate({ secret }) },
  });
  expect(enable.status(), await enable.text()).toBe(200);
}

test('the prerendered login hydrates with the passkey button; without autofill passkeys it loads no ceremony code until pressed', async ({
  page,
}) => {
  // A browser that cannot offer passkeys in autofill: where it can, the ceremony code loads once the page is
  // interactive, to start the waiting request (the next journeys).
  await withoutPasskeyAutofill(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(at('/login'));
  await expect(passkeyButton(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  // @simplewebauthn/browser is built as esm-*.js, the sign-in code as login-passkey-*.js.
  expect(loaded.filter((name) => /^\/assets\/(esm|login-passkey)-/.test(name))).toEqual([]);
  expect(problems).toEqual([]);
});

test('add a passkey in the settings, then sign in with it without the e-mail', async ({ page, request }) => {
  test.slow();
  // The button, as a browser without autofill passkeys has it (the next journey takes the autofill).
  await withoutPasskeyAutofill(page);
  const account = newAccount();
  const token = await registerThroughApi(request, account);
  const { cdp, authenticatorId } = await addAuthenticator(page);
  await openLoggedInAt(page, token, '/user/passkeys');
  await expect(page.getByRole('heading', { level: 1, name: t('common:routes.passkeys') })).toBeVisible();
  await expect(page.getByText(t('passkeys:empty'))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await addPasskeyThroughScreen(page, account, 'E2E laptop', true);
  await expect(page.getByText(t('passkeys:never_used'))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const [credential, ...others] = await credentialsOf(cdp, authenticatorId);
  expect(others).toEqual([]);
  expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

  await logOut(page);
  await page.goto(at('/login'));
  await expect(passkeyButton(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await passkeyButton(page).click();
  await expect(page.getByText(t('auth:login.success'))).toBeVisible();
  await expect.poll(() => storedToken(page)).toBeTruthy();
  // "Remember me" was on (the default): the token is kept across browser restarts.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // The cabinet is open, and the passkey shows it was used.
  await page.goto(at('/user/passkeys'));
  await expect(page.getByRole('heading', { name: 'E2E laptop', exact: true })).toBeVisible();
  await expect(page.getByText(t('passkeys:never_used'))).toHaveCount(0);
});

test('a passkey offered in the e-mail field signs in without the button; with 2FA on it asks for no code', async ({
  page,
  request,
}) => {
  test.slow();
  const account = newAccount();
  const token = await registerThroughApi(request, account);
  await addAuthenticator(page);
  await openLoggedInAt(page, token, '/user/passkeys');
  await addPasskeyThroughScreen(page, account, 'Phone');
  await enableTotpThroughApi(request, token, account.password);
  await logOut(page);

  // Chromium's virtual authenticator answers a conditional request at once, where a person would choose the
  // passkey among the field's suggestions: hold the request back until the test has seen it waiting.
  await page.addInitScript(() => {
    const get = navigator.credentials.get.bind(navigator.credentials);
    const seen: unknown[] = [];
    const held: Array<() => void> = [];
    navigator.credentials.get = (options?: CredentialRequestOptions) => {
      seen.push({
        mediation: options?.mediation,
        allowCredentials: options?.publicKey?.allowCredentials,
        rpId: options?.publicKey?.rpId,
        userVerification: options?.publicKey?.userVerification,
      });
      if (options?.mediation !== 'conditional') return get(options);
      return new Promise((resolve, reject) => held.push(() => get(options).then(resolve, reject)));
    };
    Object.assign(window, {
      conditionalRequests: seen,
      choosePasskey: () => {
        for (const go of held.splice(0)) go();
      },
    });
  });
  await page.goto(at('/login'));
  const emailField = page.getByLabel(t('auth:login.login'));
  await expect(emailField).toHaveAttribute('autocomplete', 'username webauthn');
  expect(await page.evaluate(() => PublicKeyCredential.isConditionalMediationAvailable())).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { conditionalRequests: unknown[] }).conditionalRequests),
    )
    .toEqual([
      { mediation: 'conditional', allowCredentials: [], rpId: 'localhost', userVerification: 'required' },
    ]);
  expect(await storedToken(page)).toBeNull();
  // The button stays for those who look for it.
  await expect(passkeyButton(page)).toBeVisible();

  await emailField.focus();
  await page.evaluate(() => (window as unknown as { choosePasskey: () => void }).choosePasskey());
  await expect(page.getByText(t('auth:login.success'))).toBeVisible();
  await expect(page.getByRole('heading', { name: t('auth:login.two_factor.title') })).toHaveCount(0);
  await expect.poll(() => storedToken(page)).toBeTruthy();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

// For people to look at (PASSKEYS_SCREENSHOTS=<dir>): the passkeys screen and the login form, at phone and
// desktop widths, in the three themes, in Uzbek and Russian.
const screenshotDir = process.env.PASSKEYS_SCREENSHOTS;
test('screenshots of the passkeys screen and the login button', async ({ page, request }) => {
  test.skip(!screenshotDir, 'set PASSKEYS_SCREENSHOTS to a folder to take them');
  test.setTimeout(180_000);
  const account = newAccount();
  const token = await registerThroughApi(request, account);
  await addAuthenticator(page);
  await openLoggedInAt(page, token, '/user/passkeys');
  const shoot = async (name: string, theme: ThemeName, language: Language, width: number) => {
    await settle(page);
    await page.screenshot({
      path: path.join(screenshotDir ?? '', `${name}-${language}-${theme}-${width}.png`),
      fullPage: true,
    });
  };
  // The naming step, once.
  await page.getByLabel(t('passkeys:password')).fill(account.password);
  await page.getByRole('button', { name: t('passkeys:add'), exact: true }).click();
  await expect(page.getByLabel(t('passkeys:name'))).toBeVisible();
  await shoot('passkeys-name', 'default', 'uz', 390);
  await page.getByLabel(t('passkeys:name')).fill('iPhone 15');
  await page.getByRole('button', { name: t('passkeys:save'), exact: true }).click();
  await expect(page.getByText(t('passkeys:added'))).toBeVisible();
  // The notice of the new passkey, with its key icon.
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('header.notifications') })
    .click();
  await expect(page.getByText(t('notifications:kinds.passkey_added.title')).first()).toBeVisible();
  await shoot('notifications', 'default', 'uz', 390);
  for (const language of ['uz', 'ru'] as const) {
    for (const theme of themes) {
      for (const [width, height] of [
        [390, 844],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.evaluate(
          ([lang, chosen]) => {
            localStorage.setItem('selectedLang', lang);
            localStorage.setItem('theme', chosen);
          },
          [language, theme] as const,
        );
        await page.goto(at('/user/passkeys'));
        await shoot('passkeys', theme, language, width);
        await page.getByRole('button', { name: t('passkeys:remove', { lng: language }) }).click();
        await shoot('passkeys-remove', theme, language, width);
        await page.goto(at('/user/2fa'));
        await shoot('two-factor', theme, language, width);
        const stored = await storedToken(page);
        await page.evaluate(() => localStorage.removeItem('token'));
        await page.goto(at('/login'));
        await expect(
          passkeyButton(page).or(
            page.getByRole('button', { name: t('auth:login.passkey', { lng: language }) }),
          ),
        ).toBeVisible();
        await shoot('login', theme, language, width);
        await page.evaluate((value) => localStorage.setItem('token', value ?? ''), stored);
      }
    }
  }
});
