import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { type LOG_LEVELS, limitsEnvShape, messagingEnvShape, serverEnvShape } from './core-env.js';
import { type DocumentsConfig, documentsConfig, documentsEnvShape } from './documents-config.js';
import { type DomainsConfig, domainsConfig, domainsEnvShape } from './domains-config.js';
import { type HostingConfig, hostingConfig, hostingEnvShape } from './hosting-config.js';
import {
  backupsConfig,
  type OperationsConfig,
  operationsConfig,
  operationsEnvShape,
} from './operations-config.js';
import { type PasswordHashConfig, passwordHashConfig, passwordHashEnvShape } from './password-hash-config.js';
import { DEFAULT_ADMIN_DIST_DIR, DEFAULT_WEB_DIST_DIR } from './paths.js';
import { type PaymentsConfig, paymentsConfig, paymentsEnvShape } from './payments-config.js';
import { productionEnvShape, productionProblems } from './production-config.js';
import { type RecordsConfig, recordsConfig, recordsEnvShape } from './records-config.js';
import {
  type PromoCodesConfig,
  promoCodesConfig,
  type ReferralsConfig,
  referralsConfig,
  referralsPromoEnvShape,
} from './referrals-promo-config.js';
import { type SupportConfig, supportConfig, supportEnvShape } from './support-config.js';
import { type TelegramConfig, telegramConfig, telegramEnvShape } from './telegram-config.js';
import { type WebauthnConfig, webauthnConfig, webauthnEnvShape } from './webauthn-config.js';
import { type WebhooksConfig, webhooksConfig, webhooksEnvShape } from './webhooks-config.js';

// The environment is parsed here, once; the rest of the code receives the typed `AppConfig`.

const envSchema = z.object({
  ...serverEnvShape,
  ...limitsEnvShape,
  ...messagingEnvShape,
  ...paymentsEnvShape,
  ...hostingEnvShape,
  ...telegramEnvShape,
  ...recordsEnvShape,
  ...referralsPromoEnvShape,
  ...domainsEnvShape,
  ...webauthnEnvShape,
  ...productionEnvShape,
  ...documentsEnvShape,
  ...operationsEnvShape,
  ...supportEnvShape,
  ...webhooksEnvShape,
  ...passwordHashEnvShape,
});

export type DatabaseConfig =
  | {
      kind: 'postgres';
      /** The serving role's connection. */
      url: string;
      /** The schema owner's, for migrations and grants (DATABASE_OWNER_URL); absent: `url` owns the schema. */
      ownerUrl?: string;
      /** Production: the migration unit migrated before this process; a database behind this code is refused. */
      servesOnly?: true;
    }
  | {
      kind: 'pglite';
      dataDir: string;
      /**
       * A `memory://` database only: a data folder dumped by PGlite (`dumpDataDir`) to start from instead of an
       * empty cluster. The API tests start every database from one migrated dump: PGlite's own first start
       * (initdb) takes seconds, loading a dump a fraction of that.
       */
      startFrom?: string;
    };

export interface AppConfig {
  port: number;
  host: string;
  appUrl: string;
  database: DatabaseConfig;
  demoMode: boolean;
  /** NODE_ENV=production: everything real was given (config/production-config.ts). */
  production: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string;
  /** The built operator console, served under /admin/. */
  adminDistDir: string;
  support: { email: string; telegram: string };
  /** The addresses and ranges of the proxies whose X-Forwarded-For is believed; empty: none. */
  trustProxy: string[];
  rateLimits: {
    windowSeconds: number;
    loginPerIp: number;
    loginPerAccount: number;
    loginStartPerIp: number;
    registerPerIp: number;
    codeRequestPerIp: number;
    codeRequestPerAccount: number;
    codeCheckPerIp: number;
    codeCheckPerAccount: number;
    mailPerAccount: number;
    mailWindowSeconds: number;
    mailLookupsPerAccount: number;
    recordWritesPerAccount: number;
    liveTicketsPerAccount: number;
    apiKeyPerMinute: number;
  };
  loginCaptchaAfterFailures: number;
  codeSecret: string;
  /** The Argon2id cost new password and recovery-code hashes are made at. */
  passwordHash: PasswordHashConfig;
  mail: { smtpUrl: string | undefined; from: string };
  sms: { baseUrl: string; email: string | undefined; password: string | undefined; from: string };
  jobsPollMs: number;
  /** How often an open event stream gets a heartbeat (and its session is checked). */
  liveHeartbeatMs: number;
  /** Open event streams per account and per process. */
  liveStreams: { perAccount: number; perProcess: number };
  /** Tiyin above which a balance adjustment needs a second person's approval (BALANCE_ADJUSTMENT_APPROVAL_SOM). */
  adjustmentApprovalTiyin: number;
  payments: PaymentsConfig;
  hosting: HostingConfig;
  telegram: TelegramConfig;
  records: RecordsConfig;
  referrals: ReferralsConfig;
  promoCodes: PromoCodesConfig;
  domains: DomainsConfig;
  webauthn: WebauthnConfig;
  /** The seller's details on money documents (until the owner changes them) and the VAT rate they show. */
  documents: DocumentsConfig;
  /** The ticket desk: the promise, auto-close, the signed reply addresses and the inbound SMTP listener. */
  supportDesk: SupportConfig;
  operations: OperationsConfig;
  webhooks: WebhooksConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const SECRETS_REQUIRED_OUTSIDE_DEMO = ['CODE_SECRET', 'HOSTING_SECRET_KEY'] as const;

/** Every environment variable the config reads (the deploy bundle's env file template lists each one). */
export const configVariables = (): string[] => Object.keys(envSchema.shape);

/** Empty variables count as unset, as in most .env tooling. */
function withoutBlanks(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
}

/** Parses `env` with `schema`; throws a ConfigError naming every bad key with the value it got. */
function parseEnv<Schema extends z.ZodType>(schema: Schema, env: Env): z.infer<Schema> {
  const source = withoutBlanks(env);
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? 'environment');
    const got = source[key];
    return `${key} ${issue.message}, got ${JSON.stringify(got ?? null)}`;
  });
  throw new ConfigError([...new Set(problems)]);
}

const roleOf = (databaseUrl: string) => decodeURIComponent(new URL(databaseUrl).username);

function databaseOf(
  vars: { DATABASE_URL?: string | undefined; DATABASE_OWNER_URL?: string | undefined; DATA_DIR: string },
  cwd: string,
  production = false,
): DatabaseConfig {
  const { DATABASE_URL: servingUrl, DATABASE_OWNER_URL: ownerUrl } = vars;
  if (!servingUrl) {
    if (ownerUrl)
      throw new ConfigError(['DATABASE_OWNER_URL needs DATABASE_URL (the serving role), got null']);
    return { kind: 'pglite', dataDir: path.resolve(cwd, vars.DATA_DIR) };
  }
  if (!ownerUrl) return { kind: 'postgres', url: servingUrl, ...(production ? { servesOnly: true } : {}) };
  // The point of two URLs is two roles: the same role would keep every privilege it owns.
  if (!roleOf(servingUrl) || roleOf(servingUrl) === roleOf(ownerUrl)) {
    throw new ConfigError([
      `DATABASE_URL must name its own role, not the owner's ("${roleOf(ownerUrl)}"), got "${roleOf(servingUrl)}"`,
    ]);
  }
  return { kind: 'postgres', url: servingUrl, ownerUrl };
}

/** Only where the database is (DATABASE_URL, else DATA_DIR): for operator tools that read and nothing else. */
export function parseDatabaseConfig(env: Env, cwd: string = process.cwd()): DatabaseConfig {
  return databaseOf(
    parseEnv(envSchema.pick({ DATABASE_URL: true, DATABASE_OWNER_URL: true, DATA_DIR: true }), env),
    cwd,
  );
}

/** What `npm run backup` and `restore` work on: the database, the uploaded files and the backup folder. */
export interface BackupToolConfig {
  database: DatabaseConfig;
  uploadsDir: string;
  backups: OperationsConfig['backups'];
}

/**
 * Only the backup tools' own settings (DATABASE_URL or DATA_DIR, DATABASE_OWNER_URL, UPLOADS_DIR, BACKUP_DIR,
 * BACKUP_KEEP): a tool that copies the database needs none of the server's secrets, and production's checks are
 * the server's, so the backup unit's owner URL is not refused here.
 */
export function parseBackupConfig(env: Env, cwd: string = process.cwd()): BackupToolConfig {
  const vars = parseEnv(
    envSchema.pick({
      DATABASE_URL: true,
      DATABASE_OWNER_URL: true,
      DATA_DIR: true,
      UPLOADS_DIR: true,
      BACKUP_DIR: true,
      BACKUP_KEEP: true,
    }),
    env,
  );
  return {
    database: databaseOf(vars, cwd),
    uploadsDir: recordsConfig(vars, cwd).uploadsDir,
    backups: backupsConfig(vars, cwd),
  };
}

/** Parses the environment; throws a ConfigError naming every bad key with the value it got. */
export function parseConfig(env: Env, cwd: string = process.cwd()): AppConfig {
  const vars = parseEnv(envSchema, env);
  const production = vars.NODE_ENV === 'production';
  if (production) {
    const problems = productionProblems(withoutBlanks(env));
    if (problems.length > 0) throw new ConfigError(problems);
  }
  const database = databaseOf(vars, cwd, production);
  const demoMode = vars.DEMO_MODE ?? database.kind === 'pglite';
  // Secrets that protect stored data have no safe default outside demo mode: a random one would void every
  // code at a restart, a fixed one would protect nothing.
  const missingSecrets = SECRETS_REQUIRED_OUTSIDE_DEMO.filter((key) => !vars[key]);
  if (!demoMode && missingSecrets.length > 0) {
    throw new ConfigError(missingSecrets.map((key) => `${key} is required outside demo mode, got null`));
  }
  const telegram = telegramConfig(vars, demoMode, vars.RATE_LIMIT_WINDOW_SECONDS);
  if (telegram.problems.length > 0) throw new ConfigError(telegram.problems);
  const codeSecret = vars.CODE_SECRET ?? randomBytes(32).toString('hex');
  const passwordHash = passwordHashConfig(vars, {
    mayBeWeak: !production && (demoMode || vars.NODE_ENV === 'test'),
  });
  if (passwordHash.problems.length > 0) throw new ConfigError(passwordHash.problems);
  const payments = paymentsConfig(vars, demoMode);
  const appUrl = (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  return {
    port: vars.PORT,
    host: vars.HOST,
    appUrl,
    database,
    demoMode,
    production,
    logLevel: vars.LOG_LEVEL,
    webDistDir: vars.WEB_DIST_DIR ? path.resolve(cwd, vars.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    adminDistDir: vars.ADMIN_DIST_DIR ? path.resolve(cwd, vars.ADMIN_DIST_DIR) : DEFAULT_ADMIN_DIST_DIR,
    support: { email: vars.SUPPORT_EMAIL, telegram: vars.SUPPORT_TELEGRAM },
    trustProxy: vars.TRUST_PROXY,
    rateLimits: {
      windowSeconds: vars.RATE_LIMIT_WINDOW_SECONDS,
      loginPerIp: vars.RATE_LIMIT_LOGIN_PER_IP,
      loginPerAccount: vars.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      loginStartPerIp: vars.RATE_LIMIT_LOGIN_START_PER_IP,
      registerPerIp: vars.RATE_LIMIT_REGISTER_PER_IP,
      codeRequestPerIp: vars.RATE_LIMIT_CODE_REQUEST_PER_IP,
      codeRequestPerAccount: vars.RATE_LIMIT_CODE_REQUEST_PER_ACCOUNT,
      codeCheckPerIp: vars.RATE_LIMIT_CODE_CHECK_PER_IP,
      codeCheckPerAccount: vars.RATE_LIMIT_CODE_CHECK_PER_ACCOUNT,
      mailPerAccount: vars.RATE_LIMIT_MAIL_PER_ACCOUNT,
      mailWindowSeconds: vars.RATE_LIMIT_MAIL_WINDOW_SECONDS,
      mailLookupsPerAccount: vars.RATE_LIMIT_MAIL_LOOKUPS_PER_ACCOUNT,
      recordWritesPerAccount: vars.RATE_LIMIT_RECORD_WRITES_PER_ACCOUNT,
      liveTicketsPerAccount: vars.RATE_LIMIT_LIVE_TICKETS_PER_ACCOUNT,
      apiKeyPerMinute: vars.RATE_LIMIT_API_KEY_PER_MINUTE,
    },
    loginCaptchaAfterFailures: vars.LOGIN_CAPTCHA_AFTER_FAILURES,
    codeSecret,
    passwordHash: passwordHash.config,
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM },
    sms: {
      baseUrl: vars.ESKIZ_BASE_URL.replace(/\/+$/, ''),
      email: vars.ESKIZ_EMAIL,
      password: vars.ESKIZ_PASSWORD,
      from: vars.ESKIZ_FROM,
    },
    jobsPollMs: vars.JOBS_POLL_MS,
    liveHeartbeatMs: vars.LIVE_HEARTBEAT_MS,
    liveStreams: { perAccount: vars.LIVE_STREAMS_PER_ACCOUNT, perProcess: vars.LIVE_STREAMS_PER_PROCESS },
    adjustmentApprovalTiyin: vars.BALANCE_ADJUSTMENT_APPROVAL_SOM * 100,
    payments,
    hosting: hostingConfig(vars, demoMode),
    telegram: telegram.config,
    records: recordsConfig(vars, cwd),
    referrals: referralsConfig(vars),
    promoCodes: promoCodesConfig(vars, vars.RATE_LIMIT_WINDOW_SECONDS),
    domains: domainsConfig(vars, demoMode),
    webauthn: webauthnConfig(vars, appUrl),
    documents: documentsConfig(vars, payments.fiscal.vatPercent),
    supportDesk: supportConfig(vars, demoMode, codeSecret),
    webhooks: webhooksConfig(vars),
    operations: operationsConfig(vars, cwd),
  };
}
