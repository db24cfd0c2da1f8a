import {
  DEFAULT_PHP_VERSIONS,
  type HostingAccess,
  type HostingReadOnlyReason,
  type Language,
} from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { translate } from '../../i18n/i18n.js';
import type { PanelCustomer } from '../../integrations/hosting-panel/hosting-panel.js';
import { findServer, type ServerRow } from './catalogue.repository.js';
import type { HostingDeps } from './hosting-deps.js';
import { findOrder, findOrderOf, type OrderRow } from './orders.repository.js';

// An order's panel side (docs/hosting-control.md): the order, its server, the panel acting as its user, and
// whether it may be changed now. Every sites and DNS service starts here.

export interface OrderPanel {
  order: OrderRow;
  server: ServerRow;
  /** Null while the order has no panel user (being set up, or cancelled and removed). */
  panel: PanelCustomer | null;
  access: HostingAccess;
}

const READ_ONLY_BY_STATUS: Partial<Record<OrderRow['status'], HostingReadOnlyReason>> = {
  progress: 'order_not_ready',
  week: 'order_expired',
  suspended: 'order_suspended',
  cancelled: 'order_cancelled',
};

function accessOf(order: OrderRow, supportSession: boolean, language: Language): HostingAccess {
  const reason = READ_ONLY_BY_STATUS[order.status] ?? (supportSession ? 'support_session' : null);
  if (reason === null) return { writable: true, reason: null, message: null };
  return { writable: false, reason, message: translate(language, `hosting:read_only.${reason}`) };
}

export interface OrderPanelQuery {
  /** The customer; null for staff, who see any order and never write. */
  userId: number | null;
  orderId: number;
  supportSession: boolean;
  language: Language;
}

export async function loadOrderPanel(
  db: Queryable,
  deps: HostingDeps,
  query: OrderPanelQuery,
): Promise<OrderPanel> {
  const order =
    query.userId === null
      ? await findOrder(db, query.orderId)
      : (await findOrderOf(db, query.userId, query.orderId))?.order;
  if (!order) throw new AppError('NOT_FOUND');
  const server = await findServer(db, order.serverId);
  if (!server) throw new AppError('NOT_FOUND');
  const hasPanelUser = order.status !== 'progress' && order.status !== 'cancelled';
  return {
    order,
    server,
    panel: hasPanelUser ? deps.panelFor(server).asUser(order.panelLogin) : null,
    access: accessOf(order, query.supportSession || query.userId === null, query.language),
  };
}

/** A change of a read-only order is refused with the sentence saying why and what to do. */
export function requireWritable(context: OrderPanel): PanelCustomer {
  if (!context.access.writable || context.panel === null) {
    if (context.access.reason === 'support_session') throw new AppError('SUPPORT_SESSION_FORBIDDEN');
    throw new AppError('HOSTING_ORDER_READ_ONLY', { message: context.access.message ?? undefined });
  }
  return context.panel;
}

/** The PHP versions the server's sites are offered, oldest first. */
export const offeredPhpVersions = (server: ServerRow): string[] =>
  [...(server.phpVersions ?? DEFAULT_PHP_VERSIONS)].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
