import {
  type Database,
  type DatabaseList,
  databasePath,
  hostingDatabasePaths,
  hostingMailPaths,
  type Mailbox,
  type MailboxList,
  mailboxPath,
} from '@portal/contracts';
import { ORDER_ID } from './test-data';

// Mailbox and database answers in the contracts' shapes for order 5.

export const MAILBOXES = mailboxPath(hostingMailPaths.mailboxes, ORDER_ID);
export const mailboxUrl = (address: string) => mailboxPath(hostingMailPaths.mailbox, ORDER_ID, address);
export const DATABASES = databasePath(hostingDatabasePaths.databases, ORDER_ID);
export const databaseUrl = (name: string) => databasePath(hostingDatabasePaths.database, ORDER_ID, name);
export const databasePasswordUrl = (name: string) =>
  databasePath(hostingDatabasePaths.databasePassword, ORDER_ID, name);
export const databaseAdminUrl = (name: string) =>
  databasePath(hostingDatabasePaths.databaseAdmin, ORDER_ID, name);

const writable = { writable: true, reason: null, message: null };

export const mailboxFixture = (overrides: Partial<Mailbox> = {}): Mailbox => ({
  address: 'info@example.uz',
  domain: 'example.uz',
  used_mb: 12,
  quota_mb: 500,
  forward: [],
  keep_copy: true,
  active: true,
  ...overrides,
});

export const mailboxList = (mailboxes: Mailbox[], overrides: Partial<MailboxList> = {}): MailboxList => ({
  mailboxes,
  domains: ['example.uz'],
  settings: {
    imap: { host: 'srv1.example-host.uz', port: 993, security: 'ssl' },
    smtp: { host: 'srv1.example-host.uz', port: 465, security: 'ssl' },
    webmail_url: 'https://webmail.example-host.uz/',
  },
  access: writable,
  ...overrides,
});

export const databaseFixture = (overrides: Partial<Database> = {}): Database => ({
  name: 'u5_shop',
  users: ['u5_shop'],
  size_mb: 1.5,
  charset: 'utf8mb4',
  host: 'localhost',
  port: 3306,
  ...overrides,
});

export const databaseList = (databases: Database[], overrides: Partial<DatabaseList> = {}): DatabaseList => ({
  databases,
  prefix: 'u5_',
  charsets: ['utf8mb4', 'utf8', 'latin1', 'cp1251'],
  phpmyadmin: false,
  access: writable,
  ...overrides,
});
