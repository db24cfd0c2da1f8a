import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';

// The operator console as staff use it: its messages (apps/admin/src/locales/<lang>/<ns>.json, and the kit's
// errors and validation texts) and the demo staff's login.

type Messages = { [key: string]: string | Messages };
const consoleDir = path.resolve(import.meta.dirname, '../../apps/admin/src/locales');
const kitDir = path.resolve(import.meta.dirname, '../../packages/web-kit/src/locales');
const load = (lng: string, ns: string) => {
  const own = path.join(consoleDir, lng, `${ns}.json`);
  const file = existsSync(own) ? own : path.join(kitDir, lng, `${ns}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Messages;
};

/** Like i18next: a key's last part may itself hold dots (audit actions such as "balance.adjust"). */
function find(node: string | Messages | undefined, parts: string[]): string | undefined {
  if (parts.length === 0) return typeof node === 'string' ? node : undefined;
  if (node === undefined || typeof node === 'string') return undefined;
  const literal = node[parts.join('.')];
  if (typeof literal === 'string') return literal;
  const [head = '', ...rest] = parts;
  return find(node[head], rest);
}

/** A console message `ns:key` in `lng` (uz by default), with {{placeholders}} filled; a missing key throws. */
export function ct(key: string, values: Record<string, string | number> & { lng?: string } = {}): string {
  const { lng = 'uz', ...vars } = values;
  const [ns = '', inner = ''] = key.split(':');
  const text = find(load(lng, ns), inner.split('.'));
  if (text === undefined) throw new Error(`e2e: no console message ${key} in ${lng}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(vars[name] ?? whole));
}

/** Demo mode's staff (apps/api/src/modules/staff/demo-staff.ts). */
export const demoStaff = {
  email: (role: 'owner' | 'billing' | 'support' | 'readonly') => `${role}@console.portal.uz`,
  password: 'Staff1234!',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

type Role = 'owner' | 'billing' | 'support' | 'readonly';

// The console takes each staff member's code once (its time step must be newer than the last accepted one), so
// two sign-ins as the same role within one 30-second step would be refused as a replay, as a real authenticator's
// would. Each worker (with a portal of its own) remembers the step each role last used and waits for the next one
// when needed.
const TOTP_STEP_MS = 30_000;
const lastStepUsed = new Map<Role, number>();

async function freshCode(role: Role): Promise<string> {
  const last = lastStepUsed.get(role);
  const step = Math.floor(Date.now() / TOTP_STEP_MS);
  if (last !== undefined && step <= last) {
    const wait = (last + 1) * TOTP_STEP_MS - Date.now() + 250;
    test.info().setTimeout(test.info().timeout + wait);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  const now = Date.now();
  lastStepUsed.set(role, Math.floor(now / TOTP_STEP_MS));
  return generate({ secret: demoStaff.totpSecret, epoch: Math.floor(now / 1000) });
}

/** Signs in through the console's own form with a code the console has not seen yet. */
export async function signInToConsole(page: Page, role: Role) {
  await page.goto('/admin/login');
  await page.getByLabel(ct('auth:email')).fill(demoStaff.email(role));
  await page.getByLabel(ct('auth:password')).fill(demoStaff.password);
  await page.getByLabel(ct('auth:code')).fill(await freshCode(role));
  await page.getByRole('button', { name: ct('auth:sign_in') }).click();
  await expect(page.getByRole('heading', { level: 1, name: ct('dashboard:title') })).toBeVisible();
}

/** The console's own sign-in (POST /api/admin/auth/login), as its login form sends it: the session's token. */
async function signInThroughApi(page: Page, role: Role): Promise<string> {
  const answer = await page.request.post('/api/admin/auth/login', {
    data: { email: demoStaff.email(role), password: demoStaff.password, code: await freshCode(role) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { access_token: string } }).data.access_token;
}

// A staff session ends after 30 idle minutes; a token this worker got longer ago than this is not reused.
const TOKEN_REUSE_MS = 20 * 60_000;
const tokens = new Map<Role, { token: string; at: number }>();

/**
 * The console open at `path` as `role`, for journeys whose point is not the sign-in (that is console.spec.ts's
 * and the TOTP code's own journey): one sign-in per role and worker through the API, its token planted in the
 * tab's sessionStorage as the login form leaves it. No form, and no wait for a fresh TOTP step per journey.
 */
export async function openConsoleAs(page: Page, role: Role, path = '/admin/') {
  let kept = tokens.get(role);
  if (!kept || Date.now() - kept.at > TOKEN_REUSE_MS) {
    kept = { token: await signInThroughApi(page, role), at: Date.now() };
    tokens.set(role, kept);
  }
  // Planted from a page of the origin that runs no app, so the console starts with its session in place.
  await page.goto('/robots.txt');
  await page.evaluate((token) => sessionStorage.setItem('portal-console-token', token), kept.token);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

/** On a narrow screen the sections sit behind the Menu button (a disclosure): opens it when it is closed. */
export async function openMenu(page: Page) {
  const menu = page.getByRole('button', { name: ct('nav:menu') });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
}

/** Opens a section from the console's navigation (through the Menu button on a phone). */
export async function openSection(page: Page, label: string, heading: string) {
  await openMenu(page);
  await page.getByRole('navigation').getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}
