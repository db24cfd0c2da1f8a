import type {
  createDatabaseRequestSchema,
  Database,
  DatabaseList,
  databasePasswordRequestSchema,
  Language,
} from '@portal/contracts';
import { DATABASE_CHARSETS } from '@portal/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { PanelDatabase } from '../../integrations/hosting-panel/mail-db-panel.js';
import type { HostingDeps } from './hosting-deps.js';
import { loadOrderPanel, type OrderPanel, type OrderPanelQuery, requireWritable } from './order-panel.js';
import { callPanel, createOnPanel, recordPanelChange } from './panel-call.js';
import { DATABASE_FIELDS } from './panel-errors.js';
import { tariffCountChanged } from './tariff-limits.js';

// An order's MySQL databases through the panel (docs/hosting-control.md): list with size and where to connect,
// create with its user, change that user's password, delete, and open phpMyAdmin through the panel's one-time
// login. The panel wants every name prefixed with the order's panel login; the customer types the rest.

type DatabaseInput = OrderPanelQuery & { now: Date };

/** MySQL's port; the host is the panel's (localhost for the order's own sites). */
const MYSQL_PORT = 3306;

export const databasePrefix = (context: OrderPanel) => `${context.order.panelLogin}_`;

const toDatabase = (db: PanelDatabase): Database => ({
  name: db.name,
  users: db.users,
  size_mb: Math.round(db.sizeMb * 100) / 100,
  charset: db.charset,
  host: db.host,
  port: MYSQL_PORT,
});

async function panelDatabases(db: Queryable, context: OrderPanel, language: Language): Promise<Database[]> {
  const panel = context.panel;
  if (panel === null) return [];
  const list = await callPanel(db, context, { language, fields: DATABASE_FIELDS }, () =>
    panel.listDatabases(),
  );
  return list.map(toDatabase);
}

export async function listDatabases(
  db: Queryable,
  deps: HostingDeps,
  input: OrderPanelQuery,
): Promise<DatabaseList> {
  const context = await loadOrderPanel(db, deps, input);
  return {
    databases: await panelDatabases(db, context, input.language),
    prefix: databasePrefix(context),
    charsets: [...DATABASE_CHARSETS],
    phpmyadmin: context.server.phpMyAdmin,
    access: context.access,
  };
}

async function databaseOf(db: Queryable, context: OrderPanel, name: string, language: Language) {
  const found = (await panelDatabases(db, context, language)).find((candidate) => candidate.name === name);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

export async function createDatabase(
  db: Queryable,
  deps: HostingDeps,
  input: DatabaseInput & { body: z.output<typeof createDatabaseRequestSchema> },
): Promise<Database> {
  const context = await loadOrderPanel(db, deps, input);
  const panel = requireWritable(context);
  const prefix = databasePrefix(context);
  const name = `${prefix}${input.body.name}`;
  const user = `${prefix}${input.body.user}`;
  // MySQL's own limits, counted with the prefix the customer did not type.
  if (name.length > 64) throw new AppError('VALIDATION_FAILED', { fields: { name: ['too_long'] } });
  if (user.length > 32) throw new AppError('VALIDATION_FAILED', { fields: { user: ['too_long'] } });
  const charset = input.body.charset ?? DATABASE_CHARSETS[0];
  // A retry of a create whose answer was lost finds the database there with its user: the order's own.
  await createOnPanel(db, context, {
    kind: 'databases',
    now: input.now,
    language: input.language,
    fields: DATABASE_FIELDS,
    create: () => panel.createDatabase({ name, user, password: input.body.password, charset }),
    existsObject: 'name',
    alreadyThere: async (tx) =>
      (await panelDatabases(tx, context, input.language)).some((candidate) => candidate.name === name),
    isOurs: async (tx) =>
      (await panelDatabases(tx, context, input.language)).some(
        (candidate) => candidate.name === name && candidate.users.includes(user),
      ),
  });
  await recordPanelChange(db, context, {
    action: 'db.create',
    at: input.now,
    detail: { database: name, user, charset },
  });
  return databaseOf(db, context, name, input.language);
}

export async function changeDatabasePassword(
  db: Queryable,
  deps: HostingDeps,
  input: DatabaseInput & { name: string; body: z.output<typeof databasePasswordRequestSchema> },
): Promise<Database> {
  const context = await loadOrderPanel(db, deps, input);
  const panel = requireWritable(context);
  const found = await databaseOf(db, context, input.name, input.language);
  const user = found.users[0];
  if (user === undefined) throw new AppError('NOT_FOUND');
  await callPanel(db, context, { language: input.language, fields: DATABASE_FIELDS }, () =>
    panel.changeDatabasePassword(input.name, user, input.body.password),
  );
  await recordPanelChange(db, context, {
    action: 'db.password',
    at: input.now,
    detail: { database: input.name, user },
  });
  return found;
}

export async function deleteDatabase(
  db: Queryable,
  deps: HostingDeps,
  input: DatabaseInput & { name: string },
): Promise<void> {
  const context = await loadOrderPanel(db, deps, input);
  const panel = requireWritable(context);
  await databaseOf(db, context, input.name, input.language);
  await callPanel(db, context, { language: input.language, fields: DATABASE_FIELDS }, () =>
    panel.deleteDatabase(input.name),
  );
  await tariffCountChanged(db, context, { kind: 'databases', delta: -1 });
  await recordPanelChange(db, context, {
    action: 'db.delete',
    at: input.now,
    detail: { database: input.name },
  });
}

/**
 * A one-time login into phpMyAdmin as the database's user, when the server offers it. It opens the customer's
 * panel, so a support session and a read-only order get none.
 */
export async function databaseAdminLink(
  db: Queryable,
  deps: HostingDeps,
  input: DatabaseInput & { name: string },
): Promise<{ url: string }> {
  const context = await loadOrderPanel(db, deps, input);
  requireWritable(context);
  if (!context.server.phpMyAdmin) throw new AppError('NOT_FOUND');
  const found = await databaseOf(db, context, input.name, input.language);
  const user = found.users[0];
  if (user === undefined) throw new AppError('NOT_FOUND');
  const url = await callPanel(db, context, { language: input.language, fields: DATABASE_FIELDS }, () =>
    deps.panelFor(context.server).databaseAdminUrl(context.order.panelLogin, input.name, user),
  );
  await recordPanelChange(db, context, {
    action: 'db.phpmyadmin',
    at: input.now,
    detail: { database: input.name, user },
  });
  return { url };
}
