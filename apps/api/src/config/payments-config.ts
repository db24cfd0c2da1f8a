import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { integer, ipOrRangeList } from './env-values.js';

// Top-up settings; parsed as part of config.ts's environment schema.

const absoluteUrl = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value), { error: 'must be an absolute URL' });

/** A page a customer opens from a link: http or https only, never a script address. */
const webPageUrl = absoluteUrl.refine((value) => /^https?:$/.test(URL.parse(value)?.protocol ?? ''), {
  error: 'must be an http or https URL',
});

const digits = z.string().trim().regex(/^\d+$/, { error: 'must be a number' });

export const paymentsEnvShape = {
  TOPUP_MIN_SOM: integer(1, 1_000_000_000).default(1_000).describe('The smallest top-up, in som.'),
  TOPUP_MAX_SOM: integer(1, 1_000_000_000).default(10_000_000).describe('The largest top-up, in som.'),
  PAYME_MERCHANT_ID: z.string().trim().min(1).optional().describe("Payme: the cabinet's merchant id."),
  PAYME_KEY: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe("Payme: the merchant key (the Basic password of Payme's callbacks)."),
  PAYME_CHECKOUT_URL: absoluteUrl
    .default('https://checkout.paycom.uz')
    .describe("Payme's checkout page (the default is the real one)."),
  PAYME_SUBSCRIBE_URL: absoluteUrl
    .default('https://checkout.paycom.uz/api')
    .describe(
      "Payme's Subscribe API (saved cards and receipts): one JSON-RPC endpoint, the browser's and ours.",
    ),
  PAYME_SUBSCRIBE_TIMEOUT_MS: integer(100, 120_000)
    .default(20_000)
    .describe(
      'How long we wait for one Subscribe call; a pay whose answer does not come in time is settled by receipts.check.',
    ),
  PAYME_OFFER_URL: webPageUrl
    .default('https://cdn.payme.uz/terms/main.html')
    .describe(
      "Payme's public offer, linked beside the card form as Payme's rules ask (the default is Payme's own page).",
    ),
  CLICK_SERVICE_ID: digits.optional().describe('Click: the service id.'),
  CLICK_MERCHANT_ID: digits.optional().describe('Click: the merchant id.'),
  CLICK_SECRET_KEY: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe('Click: the secret key that signs its callbacks.'),
  CLICK_PAY_URL: absoluteUrl
    .default('https://my.click.uz/services/pay')
    .describe("Click's payment page (the default is the real one)."),
  PAYME_ALLOWED_IPS: ipOrRangeList('must be IP addresses or CIDR ranges')
    .optional()
    .describe(
      "Payme's callback addresses (IPs or CIDR ranges, comma-separated); unset: any address may call (its key still decides).",
    ),
  PROVIDER_AUTH_FAILURES_PER_IP: integer(1, 100_000)
    .default(20)
    .describe(
      'Callbacks with wrong credentials or signatures one address may send per RATE_LIMIT_WINDOW_SECONDS.',
    ),
  PENDING_INVOICES_MAX: integer(1, 1000)
    .default(10)
    .describe("Unpaid invoices one customer may hold at once (each lives 12 hours, Payme's time-out)."),
  CLICK_CANCEL_CONFIRMED_ERROR: z
    .enum(['-9', '-4'], { error: 'must be -9 or -4' })
    .default('-9')
    .describe(
      "Click's answer to cancelling a confirmed payment: -9 (Click's test matrix) or -4 (its PHP library).",
    ),
  PAYMENT_SIMULATORS: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((value) => value === 'true' || value === '1')
    .optional()
    .describe(
      'Start the Payme and Click simulators and point the payment URLs at them (default: demo mode; production refuses it).',
    ),
  PAYME_SIMULATOR_PORT: integer(0, 65_535)
    .default(0)
    .describe("The Payme simulator's port; 0 picks a free one."),
  CLICK_SIMULATOR_PORT: integer(0, 65_535)
    .default(0)
    .describe("The Click simulator's port; 0 picks a free one."),
  CLICK_API_URL: absoluteUrl
    .default('https://api.click.uz/v2/merchant')
    .describe("Click's merchant API (fiscal items of Click top-ups)."),
  CLICK_MERCHANT_USER_ID: digits
    .optional()
    .describe(
      "Click's merchant API user (the one its Auth header names); without it no Click top-up gets its fiscal receipt.",
    ),
  FISCAL_IKPU_TOP_UP: z
    .string()
    .trim()
    .regex(/^\d{17}$/, { error: 'must be a 17-digit IKPU code' })
    .optional()
    .describe(
      "The top-up's 17-digit IKPU (MXIK) classifier code on every fiscal receipt (the default is the demo one).",
    ),
  FISCAL_PACKAGE_CODE: digits.optional().describe('The package (unit) code of that classifier entry.'),
  VAT_PERCENT: integer(0, 100)
    .optional()
    .describe('The VAT percent on each receipt item (0 for a seller who is not a VAT payer; default 12).'),
};

/** Demo values: a real-looking IKPU and package code, VAT 12 % (the rate in force since 2023). */
const DEMO_FISCAL = { ikpu: '10305008002000000', packageCode: '1501143', vatPercent: 12 };

const paymentsEnvSchema = z.object(paymentsEnvShape);
type PaymentsEnv = z.infer<typeof paymentsEnvSchema>;

export interface PaymentsConfig {
  minTiyin: number;
  maxTiyin: number;
  /** null: the provider is not configured and its top-up is switched off. */
  payme: { merchantId: string; key: string; checkoutUrl: string } | null;
  /** Saved cards through Payme's Subscribe API; null without Payme credentials. */
  paymeSubscribe: PaymeSubscribeSettings | null;
  /** Payme's public offer, which the card form links. */
  paymeOfferUrl: string;
  click: { serviceId: string; merchantId: string; secretKey: string; payUrl: string } | null;
  clickCancelConfirmedError: -9 | -4;
  pendingInvoicesMax: number;
  /** null: no allow-list. */
  paymeAllowedIps: string[] | null;
  authFailuresPerIp: number;
  simulators: { enabled: boolean; paymePort: number; clickPort: number };
  /** What every top-up receipt item carries. */
  fiscal: FiscalSettings;
  /** Click's merchant API for fiscal items; null without a merchant user id (receipts then wait for staff). */
  clickApi: { url: string; merchantUserId: string } | null;
}

export interface PaymeSubscribeSettings {
  apiUrl: string;
  merchantId: string;
  key: string;
  timeoutMs: number;
}

export interface FiscalSettings {
  /** IKPU (MXIK) code of a top-up: 17 digits. */
  ikpu: string;
  packageCode: string;
  vatPercent: number;
}

/** Demo mode works without provider accounts: fixed demo ids, keys generated per start. */
export function paymentsConfig(vars: PaymentsEnv, demoMode: boolean): PaymentsConfig {
  const demoSecret = () => randomBytes(18).toString('base64url');
  const paymeMerchantId = vars.PAYME_MERCHANT_ID ?? (demoMode ? '5e730e8e0b852a417aa49ceb' : undefined);
  const paymeKey = vars.PAYME_KEY ?? (demoMode ? demoSecret() : undefined);
  const clickServiceId = vars.CLICK_SERVICE_ID ?? (demoMode ? '10001' : undefined);
  const clickMerchantId = vars.CLICK_MERCHANT_ID ?? (demoMode ? '20002' : undefined);
  const clickSecretKey = vars.CLICK_SECRET_KEY ?? (demoMode ? demoSecret() : undefined);
  const clickMerchantUserId = vars.CLICK_MERCHANT_USER_ID ?? (demoMode ? '30003' : undefined);
  return {
    // Production has already refused to start without them (production-config.ts): the demo values serve demo
    // mode and local runs.
    fiscal: {
      ikpu: vars.FISCAL_IKPU_TOP_UP ?? DEMO_FISCAL.ikpu,
      packageCode: vars.FISCAL_PACKAGE_CODE ?? DEMO_FISCAL.packageCode,
      vatPercent: vars.VAT_PERCENT ?? DEMO_FISCAL.vatPercent,
    },
    clickApi: clickMerchantUserId
      ? { url: vars.CLICK_API_URL.replace(/\/+$/, ''), merchantUserId: clickMerchantUserId }
      : null,
    minTiyin: vars.TOPUP_MIN_SOM * 100,
    maxTiyin: vars.TOPUP_MAX_SOM * 100,
    pendingInvoicesMax: vars.PENDING_INVOICES_MAX,
    paymeAllowedIps: vars.PAYME_ALLOWED_IPS ?? null,
    authFailuresPerIp: vars.PROVIDER_AUTH_FAILURES_PER_IP,
    payme:
      paymeMerchantId && paymeKey
        ? {
            merchantId: paymeMerchantId,
            key: paymeKey,
            checkoutUrl: vars.PAYME_CHECKOUT_URL.replace(/\/+$/, ''),
          }
        : null,
    paymeSubscribe:
      paymeMerchantId && paymeKey
        ? {
            apiUrl: vars.PAYME_SUBSCRIBE_URL,
            merchantId: paymeMerchantId,
            key: paymeKey,
            timeoutMs: vars.PAYME_SUBSCRIBE_TIMEOUT_MS,
          }
        : null,
    paymeOfferUrl: vars.PAYME_OFFER_URL,
    click:
      clickServiceId && clickMerchantId && clickSecretKey
        ? {
            serviceId: clickServiceId,
            merchantId: clickMerchantId,
            secretKey: clickSecretKey,
            payUrl: vars.CLICK_PAY_URL,
          }
        : null,
    clickCancelConfirmedError: vars.CLICK_CANCEL_CONFIRMED_ERROR === '-4' ? -4 : -9,
    simulators: {
      enabled: vars.PAYMENT_SIMULATORS ?? demoMode,
      paymePort: vars.PAYME_SIMULATOR_PORT,
      clickPort: vars.CLICK_SIMULATOR_PORT,
    },
  };
}
