import type {
  createMailboxRequestSchema,
  Language,
  Mailbox,
  MailboxList,
  MailSettings,
  updateMailboxRequestSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { PanelMailbox } from '../../integrations/hosting-panel/mail-db-panel.js';
import type { ServerRow } from './catalogue.repository.js';
import type { HostingDeps } from './hosting-deps.js';
import { loadOrderPanel, type OrderPanel, type OrderPanelQuery, requireWritable } from './order-panel.js';
import { callPanel, createOnPanel, recordPanelChange } from './panel-call.js';
import { MAIL_FIELDS } from './panel-errors.js';
import { tariffCountChanged } from './tariff-limits.js';

// An order's mailboxes through the panel (docs/hosting-control.md): list, create (the mail domain comes with a
// site's first box), change password, size or forwarding, delete with the mail. A password goes to the panel
// and nowhere else: not into the order's history, not into an answer, not into a log line.

type MailInput = OrderPanelQuery & { now: Date };

/** IMAP and SMTP over TLS on their usual ports, at the server's mail host. */
export function mailSettings(server: ServerRow): MailSettings {
  const base = server.loginBaseUrl ?? server.panelUrl ?? server.apiUrl;
  let host = server.mailHost ?? '';
  if (host === '') {
    try {
      host = new URL(base).hostname;
    } catch {
      host = server.ip ?? '';
    }
  }
  return {
    imap: { host, port: 993, security: 'ssl' },
    smtp: { host, port: 465, security: 'ssl' },
    webmail_url: server.webmailUrl,
  };
}

const toMailbox = (box: PanelMailbox): Mailbox => ({
  address: box.address,
  domain: box.domain,
  used_mb: box.usedMb,
  quota_mb: box.quotaMb,
  forward: box.forward,
  keep_copy: box.keepCopy,
  active: box.active,
});

async function panelBoxes(db: Queryable, context: OrderPanel, language: Language): Promise<Mailbox[]> {
  const panel = context.panel;
  if (panel === null) return [];
  const boxes = await callPanel(db, context, { language, fields: MAIL_FIELDS }, () => panel.listMailboxes());
  return boxes.map(toMailbox);
}

async function siteNames(db: Queryable, context: OrderPanel, language: Language): Promise<string[]> {
  const panel = context.panel;
  if (panel === null) return [];
  const sites = await callPanel(db, context, { language, fields: MAIL_FIELDS }, () => panel.listSites());
  return sites.map((site) => site.name);
}

export async function listMailboxes(
  db: Queryable,
  deps: HostingDeps,
  input: OrderPanelQuery,
): Promise<MailboxList> {
  const context = await loadOrderPanel(db, deps, input);
  return {
    mailboxes: await panelBoxes(db, context, input.language),
    domains: await siteNames(db, context, input.language),
    settings: mailSettings(context.server),
    access: context.access,
  };
}

async function boxOf(db: Queryable, context: OrderPanel, address: string, language: Language) {
  const box = (await panelBoxes(db, context, language)).find((candidate) => candidate.address === address);
  if (!box) throw new AppError('NOT_FOUND');
  return box;
}

export async function createMailbox(
  db: Queryable,
  deps: HostingDeps,
  input: MailInput & { body: z.output<typeof createMailboxRequestSchema> },
): Promise<Mailbox> {
  const context = await loadOrderPanel(db, deps, input);
  const panel = requireWritable(context);
  const { name, domain, password, quota_mb: quotaMb } = input.body;
  if (!(await siteNames(db, context, input.language)).includes(domain)) {
    throw new AppError('VALIDATION_FAILED', { fields: { domain: ['mail_domain_not_site'] } });
  }
  const address = `${name}@${domain}`;
  // A retry of a create whose answer was lost finds the box among the order's own.
  await createOnPanel(db, context, {
    kind: 'mailboxes',
    now: input.now,
    language: input.language,
    fields: MAIL_FIELDS,
    create: () => panel.createMailbox({ name, domain, password, quotaMb }),
    existsObject: 'name',
    alreadyThere: async (tx) =>
      (await panelBoxes(tx, context, input.language)).some((b) => b.address === address),
  });
  await recordPanelChange(db, context, {
    action: 'mail.create',
    at: input.now,
    detail: { address, quota_mb: quotaMb },
  });
  return boxOf(db, context, address, input.language);
}

export async function updateMailbox(
  db: Queryable,
  deps: HostingDeps,
  input: MailInput & { address: string; body: z.output<typeof updateMailboxRequestSchema> },
): Promise<Mailbox> {
  const context = await loadOrderPanel(db, deps, input);
  const panel = requireWritable(context);
  await boxOf(db, context, input.address, input.language);
  const { password, quota_mb: quotaMb, forward, keep_copy: keepCopy } = input.body;
  await callPanel(db, context, { language: input.language, fields: MAIL_FIELDS }, () =>
    panel.updateMailbox(input.address, {
      ...(password !== undefined ? { password } : {}),
      ...(quotaMb !== undefined ? { quotaMb } : {}),
      ...(forward !== undefined ? { forward } : {}),
      ...(keepCopy !== undefined ? { keepCopy } : {}),
    }),
  );
  await recordPanelChange(db, context, {
    action: 'mail.update',
    at: input.now,
    // What changed, by name; the password only as the fact that it changed.
    detail: {
      address: input.address,
      password_changed: password !== undefined,
      ...(quotaMb !== undefined ? { quota_mb: quotaMb } : {}),
      ...(forward !== undefined ? { forward } : {}),
      ...(keepCopy !== undefined ? { keep_copy: keepCopy } : {}),
    },
  });
  return boxOf(db, context, input.address, input.language);
}

export async function deleteMailbox(
  db: Queryable,
  deps: HostingDeps,
  input: MailInput & { address: string },
): Promise<void> {
  const context = await loadOrderPanel(db, deps, input);
  const panel = requireWritable(context);
  await boxOf(db, context, input.address, input.language);
  await callPanel(db, context, { language: input.language, fields: MAIL_FIELDS }, () =>
    panel.deleteMailbox(input.address),
  );
  await tariffCountChanged(db, context, { kind: 'mailboxes', delta: -1 });
  await recordPanelChange(db, context, {
    action: 'mail.delete',
    at: input.now,
    detail: { address: input.address },
  });
}
