import {
  type CreateFtpUserRequest,
  FTP_PORT,
  type FtpUser,
  type FtpUserList,
  normaliseFtpHome,
  type UpdateFtpUserRequest,
} from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { PanelFtpUser } from '../../integrations/hosting-panel/panel-tools.js';
import type { ServerRow } from './catalogue.repository.js';
import type { HostingDeps } from './hosting-deps.js';
import { loadOrderPanel, type OrderPanel, type OrderPanelQuery, requireWritable } from './order-panel.js';
import { createOnPanel, panelCallWith, recordPanelChange } from './panel-call.js';
import type { PanelFieldMap } from './panel-errors.js';
import { tariffCountChanged } from './tariff-limits.js';

// An order's FTP accounts through the panel (docs/hosting-control.md). Each sees one folder inside the panel
// user's home; the panel user's own account (named as its login) sees the whole home and stays: it is listed,
// never changed nor deleted here (its password is the panel account's). Passwords are sent, never kept or logged.

type Input = OrderPanelQuery & { userId: number; now: Date };

const FTP_FIELDS: PanelFieldMap = {
  name: { field: 'name', value: 'ftp_name_invalid', exists: 'ftp_user_taken' },
  home: { field: 'home', value: 'ftp_home_invalid' },
  passwd: { field: 'password', value: 'password_weak' },
  confirm: { field: 'password', value: 'password_weak' },
  elid: { field: 'name' },
};

/** ISPmanager keeps a user's files under /var/www/<login>/data. */
export const homeRootOf = (login: string) => `/var/www/${login}/data`;

/** Where an FTP client connects: the server's name (its certificate names it), port 21, explicit TLS. */
function connectionOf(server: ServerRow): FtpUserList['connection'] {
  const from = server.panelUrl ?? server.apiUrl;
  try {
    return { host: new URL(from).hostname, port: FTP_PORT, security: 'explicit_tls' };
  } catch {
    return server.ip ? { host: server.ip, port: FTP_PORT, security: 'explicit_tls' } : null;
  }
}

const onPanel = panelCallWith(FTP_FIELDS);

function toFtpUser(context: OrderPanel, user: PanelFtpUser): FtpUser {
  const root = homeRootOf(context.order.panelLogin);
  return {
    name: user.name,
    home: user.home,
    home_path: user.home === '' ? root : `${root}/${user.home}`,
    active: user.active,
    main: user.name === context.order.panelLogin,
  };
}

async function panelUsers(
  db: Queryable,
  context: OrderPanel,
  language: Input['language'],
): Promise<FtpUser[]> {
  const panel = context.panel;
  if (panel === null) return [];
  const users = await onPanel(db, context, language, () => panel.listFtpUsers());
  // The main account first, the others by name.
  return users
    .map((user) => toFtpUser(context, user))
    .sort((a, b) => Number(b.main) - Number(a.main) || a.name.localeCompare(b.name));
}

export async function listFtpUsers(
  db: Queryable,
  deps: HostingDeps,
  input: OrderPanelQuery,
): Promise<FtpUserList> {
  const context = await loadOrderPanel(db, deps, input);
  return {
    users: await panelUsers(db, context, input.language),
    connection: connectionOf(context.server),
    home_root: homeRootOf(context.order.panelLogin),
    access: context.access,
  };
}

function homeOf(context: OrderPanel, raw: string): string {
  const home = normaliseFtpHome(raw, homeRootOf(context.order.panelLogin));
  if (home === null) throw new AppError('VALIDATION_FAILED', { fields: { home: ['ftp_home_invalid'] } });
  return home;
}

async function userNamed(db: Queryable, context: OrderPanel, name: string, language: Input['language']) {
  const user = (await panelUsers(db, context, language)).find((candidate) => candidate.name === name);
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

export async function createFtpUser(
  db: Queryable,
  deps: HostingDeps,
  input: Input & { body: Required<CreateFtpUserRequest> },
): Promise<FtpUser> {
  const context = await loadOrderPanel(db, deps, input);
  const panel = requireWritable(context);
  const { name, password } = input.body;
  const home = homeOf(context, input.body.home);
  if (name === context.order.panelLogin) {
    throw new AppError('HOSTING_OBJECT_EXISTS', { fields: { name: ['ftp_user_taken'] } });
  }
  // A retry of a create whose answer was lost finds the account among the order's own; it then gets the
  // password and folder of this request.
  await createOnPanel(db, context, {
    kind: 'ftp_users',
    now: input.now,
    language: input.language,
    fields: FTP_FIELDS,
    create: () => panel.createFtpUser({ name, password, home }),
    alreadyThere: async (tx) =>
      (await panelUsers(tx, context, input.language)).some((user) => user.name === name),
    onRetry: (tx) =>
      onPanel(tx, context, input.language, () => panel.updateFtpUser(name, { password, home })),
  });
  await recordPanelChange(db, context, { action: 'ftp.create', at: input.now, detail: { name, home } });
  return userNamed(db, context, name, input.language);
}

function requireNotMain(context: OrderPanel, name: string): void {
  if (name === context.order.panelLogin) {
    throw new AppError('VALIDATION_FAILED', { fields: { name: ['ftp_main_account'] } });
  }
}

export async function updateFtpUser(
  db: Queryable,
  deps: HostingDeps,
  input: Input & { name: string; body: UpdateFtpUserRequest },
): Promise<FtpUser> {
  const context = await loadOrderPanel(db, deps, input);
  const panel = requireWritable(context);
  await userNamed(db, context, input.name, input.language);
  requireNotMain(context, input.name);
  const home = input.body.home === undefined ? undefined : homeOf(context, input.body.home);
  const changes = {
    ...(input.body.password !== undefined ? { password: input.body.password } : {}),
    ...(home !== undefined ? { home } : {}),
  };
  await onPanel(db, context, input.language, () => panel.updateFtpUser(input.name, changes));
  await recordPanelChange(db, context, {
    action: 'ftp.update',
    at: input.now,
    detail: {
      name: input.name,
      ...(home !== undefined ? { home } : {}),
      password_changed: changes.password !== undefined,
    },
  });
  return userNamed(db, context, input.name, input.language);
}

/** Removes the account; its files stay in the home. */
export async function deleteFtpUser(
  db: Queryable,
  deps: HostingDeps,
  input: Input & { name: string },
): Promise<void> {
  const context = await loadOrderPanel(db, deps, input);
  const panel = requireWritable(context);
  await userNamed(db, context, input.name, input.language);
  requireNotMain(context, input.name);
  await onPanel(db, context, input.language, () => panel.deleteFtpUser(input.name));
  await tariffCountChanged(db, context, { kind: 'ftp_users', delta: -1 });
  await recordPanelChange(db, context, { action: 'ftp.delete', at: input.now, detail: { name: input.name } });
}
