import type { PanelLinkKind } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { PanelError } from '../../integrations/hosting-panel/hosting-panel.js';
import { findServer } from './catalogue.repository.js';
import type { HostingDeps } from './hosting-deps.js';
import { recordedPanelCall } from './order-events.js';
import { findOrderOf } from './orders.repository.js';

/** Fills a wap template's {login}, {key} and {url} (the normal key-login link), each URL-encoded. */
export function fillWapTemplate(
  template: string,
  values: { login: string; key: string; url: string },
): string {
  return template.replace(/\{(login|key|url)\}/g, (_match, name: keyof typeof values) =>
    encodeURIComponent(values[name]),
  );
}

/**
 * A one-time key login to the customer's panel (docs/providers/ispmanager.md): active orders only; the
 * customer's password never goes into the URL.
 */
export async function panelLink(
  db: Database,
  deps: HostingDeps,
  input: { userId: number; orderId: number; kind: PanelLinkKind; now: () => Date },
): Promise<{ url: string }> {
  const row = await findOrderOf(db, input.userId, input.orderId);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.order.status !== 'active') throw new AppError('CONFLICT');
  const server = await findServer(db, row.order.serverId);
  if (!server) throw new AppError('NOT_FOUND');
  const login = row.order.panelLogin;
  try {
    const link = await recordedPanelCall(db, row.order.id, 'session.newkey', input.now, () =>
      deps.panelFor(server).loginUrl(login),
    );
    if (input.kind === 'wap-ispmanager' && server.wapUrlTemplate) {
      return { url: fillWapTemplate(server.wapUrlTemplate, { login, key: link.key, url: link.url }) };
    }
    return { url: link.url };
  } catch (error) {
    if (error instanceof PanelError) throw new AppError('SERVICE_UNAVAILABLE');
    throw error;
  }
}
