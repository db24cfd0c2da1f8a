import type { Language } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import type { OrderPanel } from './order-panel.js';
import { insertEvent } from './orders.repository.js';
import { type PanelFieldMap, panelFailure } from './panel-errors.js';

// What the mailbox and database services share: a panel call whose refusal becomes our code, and a change
// written on the order's history (never with a password in it).

export async function onMailDbPanel<T>(
  db: Queryable,
  context: OrderPanel,
  query: { language: Language; fields: PanelFieldMap },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw await panelFailure(error, { db, order: context.order, ...query });
  }
}

export async function recordPanelChange(
  db: Queryable,
  context: OrderPanel,
  change: { action: string; at: Date; detail: Record<string, unknown> },
): Promise<void> {
  await insertEvent(db, { orderId: context.order.id, kind: 'panel', ...change });
}
