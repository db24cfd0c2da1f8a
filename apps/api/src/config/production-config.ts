import { isIP } from 'node:net';
import { z } from 'zod';

// Production (NODE_ENV=production, as deploy/ runs it): the server refuses to start, naming each variable, rather
// than run with a stand-in for something real. Demo mode stays the default of `npm start`; a run outside demo
// mode without NODE_ENV=production (tests, a local try) keeps its lighter rules.

export const productionEnvShape = {
  NODE_ENV: z
    .enum(['production', 'development', 'test'], { error: 'must be production, development or test' })
    .optional()
    .meta({
      description:
        "`production` turns on the production checks: the server refuses to start while a variable required in production is missing, or with demo mode, a simulator or the owner's URL.",
      examples: ['production'],
    }),
};

/**
 * What production must be given; a default for any of these would be wrong, not merely weak. The env file
 * template (deploy/portal.env.example) lists exactly these uncommented (test/config/env-template.test.ts).
 */
export const PRODUCTION_REQUIRED = [
  'NODE_ENV',
  'APP_URL',
  'DATABASE_URL',
  'TRUST_PROXY',
  // The secret-box keys: codes are hashed with the one, every secret at rest is sealed with keys from the other.
  'CODE_SECRET',
  'HOSTING_SECRET_KEY',
  // The providers' real credentials.
  'PAYME_MERCHANT_ID',
  'PAYME_KEY',
  'CLICK_SERVICE_ID',
  'CLICK_MERCHANT_ID',
  'CLICK_SECRET_KEY',
  // Click's merchant API user, without which no Click top-up gets its fiscal receipt.
  'CLICK_MERCHANT_USER_ID',
  'REGISTRAR_API_URL',
  'REGISTRAR_USER_ID',
  'REGISTRAR_API_KEY',
  'REGISTRAR_CUSTOMER_ID',
  'REGISTRAR_CONTACT_ID',
  'SMTP_URL',
  'ESKIZ_EMAIL',
  'ESKIZ_PASSWORD',
  // What every fiscal receipt carries.
  'FISCAL_IKPU_TOP_UP',
  'FISCAL_PACKAGE_CODE',
  'VAT_PERCENT',
  // The seller every money document names: the demo seller's details would be a false document.
  'SELLER_LEGAL_NAME',
  'SELLER_STIR',
  'SELLER_ADDRESS',
  'SELLER_BANK_ACCOUNT',
  'SELLER_BANK_NAME',
  'SELLER_MFO',
] as const;

/** Switches that put a stand-in in place of a real party; production refuses each one turned on. */
const STAND_INS = [
  'DEMO_MODE',
  'PAYMENT_SIMULATORS',
  'HOSTING_PANEL_SIMULATOR',
  'REGISTRAR_SIMULATOR',
  // Tests' receivers on loopback; in production it would open this host to anyone's webhook.
  'WEBHOOKS_ALLOW_LOOPBACK',
] as const;

/** Addresses of outside parties, which production reaches over TLS only. */
const PROVIDER_URLS = [
  'PAYME_CHECKOUT_URL',
  'CLICK_PAY_URL',
  'REGISTRAR_API_URL',
  'ESKIZ_BASE_URL',
  'TELEGRAM_API_ROOT',
] as const;

/** hosting-config.ts's demo key: known to everyone, so it seals nothing. */
const DEMO_HOSTING_SECRET = 'demo-only-hosting-secret-key-not-for-production';

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|lan|home|test|example|invalid)$/;

const isOn = (value: string | undefined) => value === 'true' || value === '1';

/** Why APP_URL cannot be the address customers, payment providers and passkeys use; null when it can. */
function appUrlProblem(appUrl: string): string | null {
  if (!URL.canParse(appUrl)) return null; // the schema names it already
  const url = new URL(appUrl);
  if (url.protocol !== 'https:') return `APP_URL must be an https:// address in production, got "${appUrl}"`;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 || !host.includes('.') || LOCAL_NAMES.test(host)) {
    return `APP_URL must name the public host customers reach (not an IP address or a local name), got "${appUrl}"`;
  }
  return null;
}

/** Every reason `env` (blanks removed) cannot run production; empty when it can. */
export function productionProblems(env: Record<string, string | undefined>): string[] {
  const problems = PRODUCTION_REQUIRED.filter((key) => env[key] === undefined).map(
    (key) => `${key} is required in production, got null`,
  );
  for (const key of STAND_INS) {
    if (isOn(env[key])) problems.push(`${key} must be false in production, got "${env[key]}"`);
  }
  if (env.APP_URL !== undefined) {
    const problem = appUrlProblem(env.APP_URL);
    if (problem) problems.push(problem);
  }
  for (const key of PROVIDER_URLS) {
    const value = env[key];
    if (value !== undefined && !value.startsWith('https://')) {
      problems.push(`${key} must be an https:// address in production, got "${value}"`);
    }
  }
  // A table of DNS records in place of the resolver would let anyone named in it pass as authenticated.
  if (env.SUPPORT_MAIL_DNS_RECORDS !== undefined)
    problems.push('SUPPORT_MAIL_DNS_RECORDS is for tests and demo mode, never production');
  if (env.HOSTING_SECRET_KEY === DEMO_HOSTING_SECRET) {
    problems.push('HOSTING_SECRET_KEY must not be the demo key in production, got the demo key');
  }
  // The serving processes never change the schema: the migration unit does, as the owner, before them.
  if (env.DATABASE_OWNER_URL !== undefined) {
    problems.push(
      'DATABASE_OWNER_URL must not reach the serving processes in production (only the migration unit: deploy/), got a URL',
    );
  }
  return problems;
}
