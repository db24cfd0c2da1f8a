import { ADJUSTMENT_MAX_SOM } from '@portal/contracts';
import { z } from 'zod';
import { boolean, integer, ipOrRangeList, url } from './env-values.js';

// The server's own settings, in three groups; parsed as part of config.ts's environment schema. Each variable's
// description is the one docs/configuration.md and deploy/portal.env.example are generated from.

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Where and how the process runs, and its database. */
export const serverEnvShape = {
  PORT: integer(1, 65_535)
    .default(8080)
    .describe('The HTTP port the API listens on (the systemd units set one per process).'),
  HOST: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .default('0.0.0.0')
    .describe('The address the API listens on.'),
  DATA_DIR: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .default('./data')
    .describe(
      "PGlite's data folder when there is no DATABASE_URL; also the default parent of UPLOADS_DIR and BACKUP_DIR.",
    ),
  DATABASE_URL: url('a postgres:// URL')
    .refine((value) => /^postgres(ql)?:\/\//.test(value), { error: 'must be a postgres:// URL' })
    .optional()
    .meta({
      description:
        'PostgreSQL (postgres://user:password@host/db): the serving role, with row privileges only. Unset: PGlite in DATA_DIR.',
      examples: ['postgres://portal_app:CHANGE-ME@127.0.0.1:5432/portal'],
    }),
  DATABASE_OWNER_URL: url('a postgres:// URL')
    .refine((value) => /^postgres(ql)?:\/\//.test(value), { error: 'must be a postgres:// URL' })
    .optional()
    .describe(
      "The role that owns the schema: migrations and the demo seed run as it, and it grants DATABASE_URL's role only what serving needs. Unset: DATABASE_URL's role does both. Production keeps it in the migration unit's file only.",
    ),
  APP_URL: url('an absolute URL such as https://portal.example.uz')
    .optional()
    .meta({
      description:
        'The public address customers, payment providers and passkeys use (https:// in production). Default: http://localhost:<PORT>.',
      examples: ['https://portal.example.uz'],
    }),
  DEMO_MODE: boolean
    .optional()
    .describe(
      'Simulators and demo data (default: on with PGlite, off with PostgreSQL; production refuses it).',
    ),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info')
    .describe('fatal, error, warn, info, debug, trace or silent.'),
  WEB_DIST_DIR: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .optional()
    .describe('The built portal, when not where the build puts it (apps/web/dist).'),
  ADMIN_DIST_DIR: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .optional()
    .describe('The built console, when not where the build puts it (apps/admin/dist).'),
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((text) => (text === 'false' ? '' : text))
    .pipe(
      ipOrRangeList(
        'must be false or the addresses of the proxies in front (e.g. 127.0.0.1 or 10.0.0.0/8), not a hop count',
      ),
    )
    .default([])
    .meta({
      description:
        "The proxies in front (nginx), by address or range, comma-separated; only a request arriving from one of them is read for X-Forwarded-For. A hop count or `true` is refused: it would let anyone reaching the port pick their own address, past the per-address limits and Payme's allow-list.",
      examples: ['127.0.0.1'],
    }),
  CODE_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters' })
    .optional()
    .describe(
      'The secret verification codes are hashed with, 32+ characters (`openssl rand -hex 32`). Required outside demo mode; in demo mode each start makes a random one.',
    ),
  JOBS_POLL_MS: integer(0, 3_600_000)
    .default(30_000)
    .describe(
      "The job runner's safety poll (ms): a queued job wakes every process's runner at once (NOTIFY) and scheduled work runs at its time, but each runner also looks this often; 0 turns its job runner off (tests drive jobs by hand).",
    ),
  LIVE_HEARTBEAT_MS: integer(100, 300_000)
    .default(20_000)
    .describe(
      'Live status: a comment line this often (ms) keeps an idle event stream open through every proxy (nginx reads with a 60 s time-out).',
    ),
  LIVE_STREAMS_PER_ACCOUNT: integer(1, 1000)
    .default(10)
    .describe(
      "Open event streams one account may hold in a process; a new one past it closes the account's oldest.",
    ),
  LIVE_STREAMS_PER_PROCESS: integer(1, 1_000_000)
    .default(5000)
    .describe(
      'Open event streams one process holds at most; past it a new stream is refused (429) until one closes.',
    ),
};

/** Per-address and per-account limits, and the approval threshold of balance adjustments. */
export const limitsEnvShape = {
  RATE_LIMIT_WINDOW_SECONDS: integer(1, 86_400)
    .default(900)
    .describe('The window the per-address and per-account limits count in, unless a limit says otherwise.'),
  RATE_LIMIT_LOGIN_PER_IP: integer(1, 1_000_000)
    .default(50)
    .describe('Failed logins one address may make per window.'),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: integer(1, 1_000_000)
    .default(10)
    .describe('Failed logins for one account per window.'),
  RATE_LIMIT_LOGIN_START_PER_IP: integer(1, 1_000_000)
    .default(300)
    .describe(
      'Passkey sign-in options (a stored challenge each) one address may ask for per window: every opening of /login asks for them.',
    ),
  RATE_LIMIT_REGISTER_PER_IP: integer(1, 1_000_000)
    .default(20)
    .describe('Registrations one address may make per window.'),
  RATE_LIMIT_CODE_REQUEST_PER_IP: integer(1, 1_000_000)
    .default(30)
    .describe('Verification codes one address may ask for per window.'),
  RATE_LIMIT_CODE_REQUEST_PER_ACCOUNT: integer(1, 1_000_000)
    .default(10)
    .describe('Verification codes asked for one account per window.'),
  RATE_LIMIT_CODE_CHECK_PER_IP: integer(1, 1_000_000)
    .default(60)
    .describe('Verification code checks one address may make per window.'),
  RATE_LIMIT_CODE_CHECK_PER_ACCOUNT: integer(1, 1_000_000)
    .default(20)
    .describe('Verification code checks for one account per window.'),
  RATE_LIMIT_MAIL_PER_ACCOUNT: integer(1, 1_000_000)
    .default(30)
    .describe(
      'Messages to other people one account may send per RATE_LIMIT_MAIL_WINDOW_SECONDS: mail to other customers and team invitations.',
    ),
  RATE_LIMIT_MAIL_WINDOW_SECONDS: integer(1, 86_400)
    .default(60)
    .describe('The window of RATE_LIMIT_MAIL_PER_ACCOUNT.'),
  RATE_LIMIT_MAIL_LOOKUPS_PER_ACCOUNT: integer(1, 1_000_000)
    .default(30)
    .describe('Cards of customers one has no conversation with (searches by id) per account per window.'),
  RATE_LIMIT_RECORD_WRITES_PER_ACCOUNT: integer(1, 1_000_000)
    .default(30)
    .describe('Profile-record creates and updates (each may carry uploads) one account may make per window.'),
  RATE_LIMIT_LIVE_TICKETS_PER_ACCOUNT: integer(1, 1_000_000)
    .default(120)
    .describe('Live event stream tickets one account may take per window.'),
  RATE_LIMIT_API_KEY_PER_MINUTE: integer(1, 1_000_000)
    .default(120)
    .describe('Requests one personal API key may make per minute, counted across every process.'),
  LOGIN_CAPTCHA_AFTER_FAILURES: integer(1, 1000)
    .default(5)
    .describe('Failed logins for one login name after which the captcha is asked too.'),
  BALANCE_ADJUSTMENT_APPROVAL_SOM: integer(0, ADJUSTMENT_MAX_SOM)
    .default(1_000_000)
    .describe(
      'A balance adjustment moving more som than this (either way) waits for a second owner or billing member to approve it; 0 sends every adjustment for approval.',
    ),
};

/** Outgoing mail and SMS, and the contacts shown to customers. */
export const messagingEnvShape = {
  SUPPORT_EMAIL: z
    .email({ error: 'must be an e-mail address' })
    .default('support@portal.uz')
    .describe('The support address shown to customers; inbound support mail is addressed to it.'),
  SUPPORT_TELEGRAM: z
    .string()
    .trim()
    .regex(/^@?\w{3,64}$/, { error: 'must be a Telegram handle such as @portal_support' })
    .default('@portal_support')
    .describe("The support team's Telegram handle shown to customers."),
  SMTP_URL: url('an smtp:// or smtps:// URL')
    .refine((value) => /^smtps?:\/\//.test(value), { error: 'must be an smtp:// or smtps:// URL' })
    .optional()
    .describe(
      'Outgoing mail (codes, notices): smtp:// or smtps://user:password@host:port. Unset: mail stays in the outbox.',
    ),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3)
    .default('Portal <no-reply@portal.uz>')
    .describe('The sender of outgoing mail.'),
  ESKIZ_BASE_URL: url('an http(s) URL')
    .default('https://notify.eskiz.uz/api')
    .describe("The Eskiz SMS gateway's API."),
  ESKIZ_EMAIL: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe('The Eskiz account (phone-change codes go by SMS).'),
  ESKIZ_PASSWORD: z.string().min(1).optional().describe("The Eskiz account's password."),
  ESKIZ_FROM: z.string().trim().min(1).default('4546').describe('The SMS sender name.'),
};
