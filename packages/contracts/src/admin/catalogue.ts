import { z } from 'zod';
import { NAME_LANGUAGES } from '../constants.js';
import { TARIFF_LIMIT_KEYS } from '../hosting.js';
import { requiredText } from '../validation.js';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'too_long' })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
const httpUrl = z
  .string({ error: 'required' })
  .trim()
  .max(500, { error: 'too_long' })
  .regex(/^https?:\/\/[^\s]+$/, { error: 'invalid' });
const portNumber = z
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .min(1, { error: 'invalid' })
  .max(65_535, { error: 'invalid' });

/**
 * Display names in the languages other than uz (`name`/`location` are uz and the fallback). An empty field means
 * "none": customers see the uz one. Unknown languages are refused.
 */
const nameTranslationsSchema = z
  .strictObject(
    { uzc: optionalText(100), ru: optionalText(100), en: optionalText(100), tj: optionalText(100) },
    { error: 'invalid' },
  )
  .default({});
const nameTranslationsOutput = z.partialRecord(z.enum(NAME_LANGUAGES), z.string());

/** A server on an ISPmanager panel: what customers see, and how we reach its API. */
export const serverRequestSchema = z.object({
  name: requiredText(100),
  name_i18n: nameTranslationsSchema,
  ip: optionalText(64),
  location: optionalText(100),
  location_i18n: nameTranslationsSchema,
  cpu: optionalText(100),
  ram: optionalText(100),
  panel_url: httpUrl.nullable().optional(),
  port_http: portNumber.nullable().optional(),
  port_https: portNumber.nullable().optional(),
  port_ispmanager: portNumber.nullable().optional(),
  dns_primary: optionalText(255),
  dns_secondary: optionalText(255),
  api_url: httpUrl,
  login_base_url: httpUrl.nullable().optional(),
  wap_url_template: optionalText(500),
  /** The IMAP/SMTP host mail apps are given; empty: the host of the customer's panel link. */
  mail_host: optionalText(255),
  /** The server's webmail; empty: the portal shows no webmail link. */
  webmail_url: httpUrl.nullable().optional(),
  /** The panel opens phpMyAdmin for a database user after its one-time login. */
  phpmyadmin: z.boolean().default(false),
  admin_login: requiredText(100),
  /** Required when adding; left out when editing, the stored one stays. */
  admin_password: z.string().min(1, { error: 'required' }).max(200, { error: 'too_long' }).optional(),
  tls_insecure: z.boolean().default(false),
  enabled: z.boolean().default(true),
});
export type ServerRequest = z.input<typeof serverRequestSchema>;

/** Som per period; at least one period has a price. */
export const tariffPricesSchema = z
  .object({
    day: z.number({ error: 'invalid' }).positive({ error: 'amount_too_small' }).max(100_000_000).optional(),
    month: z.number({ error: 'invalid' }).positive({ error: 'amount_too_small' }).max(100_000_000).optional(),
    year: z.number({ error: 'invalid' }).positive({ error: 'amount_too_small' }).max(100_000_000).optional(),
  })
  .refine((prices) => Object.values(prices).some((price) => price !== undefined), { error: 'required' });

export const tariffRequestSchema = z.object({
  server_id: z.number({ error: 'invalid' }).int().positive().max(2_147_483_647),
  name: requiredText(100),
  name_i18n: nameTranslationsSchema,
  /** The ISPmanager preset the panel user is created with. */
  preset: requiredText(100),
  /** Fields left empty in a form arrive as undefined and are dropped. */
  limits: z
    .partialRecord(
      z.enum(TARIFF_LIMIT_KEYS, { error: 'invalid' }),
      z
        .number({ error: 'invalid' })
        .int({ error: 'invalid' })
        .min(0, { error: 'invalid' })
        .max(10_000_000, { error: 'invalid' })
        .optional(),
    )
    .default({}),
  prices: tariffPricesSchema,
  enabled: z.boolean().default(true),
});
export type TariffRequest = z.input<typeof tariffRequestSchema>;

export const adminTariffSchema = z.object({
  id: z.number().int(),
  server_id: z.number().int(),
  name: z.string(),
  name_i18n: nameTranslationsOutput,
  preset: z.string(),
  limits: z.record(z.string(), z.number()),
  prices: z.object({ day: z.number().optional(), month: z.number().optional(), year: z.number().optional() }),
  enabled: z.boolean(),
  orders: z.number().int(),
});
export type AdminTariff = z.infer<typeof adminTariffSchema>;

export const adminServerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_i18n: nameTranslationsOutput,
  ip: z.string().nullable(),
  location: z.string().nullable(),
  location_i18n: nameTranslationsOutput,
  cpu: z.string().nullable(),
  ram: z.string().nullable(),
  panel_url: z.string().nullable(),
  port_http: z.number().nullable(),
  port_https: z.number().nullable(),
  port_ispmanager: z.number().nullable(),
  dns_primary: z.string().nullable(),
  dns_secondary: z.string().nullable(),
  api_url: z.string(),
  login_base_url: z.string().nullable(),
  wap_url_template: z.string().nullable(),
  mail_host: z.string().nullable(),
  webmail_url: z.string().nullable(),
  phpmyadmin: z.boolean(),
  admin_login: z.string(),
  tls_insecure: z.boolean(),
  enabled: z.boolean(),
  tariffs: z.array(adminTariffSchema),
});
export type AdminServer = z.infer<typeof adminServerSchema>;

export const serverTestSchema = z.object({ ok: z.boolean(), detail: z.string() });
