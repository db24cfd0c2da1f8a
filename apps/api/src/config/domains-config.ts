import { z } from 'zod';
import { boolean, integer, url } from './env-values.js';

// Domains: the reseller registrar API for gTLDs and the .uz registry's WHOIS; parsed as part of
// config.ts's environment schema.

export const domainsEnvShape = {
  REGISTRAR_API_URL: url('an http(s) URL such as https://httpapi.com')
    .optional()
    .meta({
      description: 'The reseller registrar (ResellerClub / LogicBoxes HTTP API).',
      examples: ['https://httpapi.com'],
    }),
  REGISTRAR_USER_ID: z.string().trim().min(1).optional().describe('The reseller account at the registrar.'),
  REGISTRAR_API_KEY: z.string().trim().min(1).optional().describe("The reseller account's API key."),
  REGISTRAR_CUSTOMER_ID: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe('The customer handle the domains are registered under.'),
  REGISTRAR_CONTACT_ID: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe('The contact handle the domains are registered with.'),
  REGISTRAR_TIMEOUT_MS: integer(100, 600_000)
    .default(15_000)
    .describe('Time-out of one registrar call (ms).'),
  REGISTRAR_SIMULATOR: boolean
    .optional()
    .describe(
      'Start the registrar simulator and the fake .uz WHOIS in this process (default: demo mode; production refuses it).',
    ),
  WHOIS_UZ_HOST: z
    .string()
    .trim()
    .min(1)
    .default('whois.cctld.uz')
    .describe("The .uz registry's WHOIS server."),
  WHOIS_UZ_PORT: integer(1, 65_535).default(43).describe("The .uz registry's WHOIS port."),
  WHOIS_UZ_PER_MINUTE: integer(1, 10_000)
    .default(20)
    .describe(
      "Queries to the registry's WHOIS per minute across all processes; the registry forbids bulk queries.",
    ),
  WHOIS_UZ_CACHE_SECONDS: integer(0, 86_400).default(300).describe('How long a WHOIS answer is kept (s).'),
  DOMAIN_DEFAULT_NAMESERVERS: z
    .string()
    .trim()
    .default('ns1.portal.uz,ns2.portal.uz')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string()).min(2, { error: 'must list at least two host names, comma-separated' }))
    .describe(
      'Name servers (comma-separated) a domain gets when the customer names none and points it at no hosting order.',
    ),
  DOMAIN_AUTO_RENEW_DAYS: integer(1, 90)
    .default(30)
    .describe('Auto-renew charges the balance this many days before expiry.'),
  DOMAIN_SYNC_BATCH: integer(1, 1000)
    .default(50)
    .describe('Domains the daily sync compares with the registrar per run.'),
  REGISTRAR_LOW_BALANCE_USD: integer(0, 1_000_000)
    .default(100)
    .describe(
      'The console warns, and staff are alerted, when the reseller account at the registrar holds less than this (USD).',
    ),
};

type DomainsEnv = z.infer<z.ZodObject<typeof domainsEnvShape>>;

export interface DomainsConfig {
  /** The reseller API, or null when no account is configured (gTLDs are then not sold). */
  api: {
    baseUrl: string;
    userId: string;
    apiKey: string;
    customerId: string;
    contactId: string;
    timeoutMs: number;
  } | null;
  whois: { host: string; port: number; perMinute: number; cacheMs: number; timeoutMs: number };
  simulator: { enabled: boolean };
  defaultNameservers: string[];
  autoRenewDays: number;
  syncBatch: number;
  lowBalanceUsd: number;
}

export function domainsConfig(vars: DomainsEnv, demoMode: boolean): DomainsConfig {
  const simulator = vars.REGISTRAR_SIMULATOR ?? demoMode;
  const { REGISTRAR_API_URL: baseUrl, REGISTRAR_USER_ID: userId, REGISTRAR_API_KEY: apiKey } = vars;
  return {
    api:
      baseUrl && userId && apiKey
        ? {
            baseUrl: baseUrl.replace(/\/+$/, ''),
            userId,
            apiKey,
            customerId: vars.REGISTRAR_CUSTOMER_ID ?? '',
            contactId: vars.REGISTRAR_CONTACT_ID ?? '',
            timeoutMs: vars.REGISTRAR_TIMEOUT_MS,
          }
        : simulator
          ? // The demo layer starts the simulator and puts its address here.
            {
              baseUrl: '',
              userId: 'demo',
              apiKey: 'demo-registrar-key',
              customerId: 'demo',
              contactId: 'demo',
              timeoutMs: vars.REGISTRAR_TIMEOUT_MS,
            }
          : null,
    whois: {
      host: vars.WHOIS_UZ_HOST,
      port: vars.WHOIS_UZ_PORT,
      perMinute: vars.WHOIS_UZ_PER_MINUTE,
      cacheMs: vars.WHOIS_UZ_CACHE_SECONDS * 1000,
      timeoutMs: 5000,
    },
    simulator: { enabled: simulator },
    defaultNameservers: vars.DOMAIN_DEFAULT_NAMESERVERS,
    autoRenewDays: vars.DOMAIN_AUTO_RENEW_DAYS,
    syncBatch: vars.DOMAIN_SYNC_BATCH,
    lowBalanceUsd: vars.REGISTRAR_LOW_BALANCE_USD,
  };
}
