import type { HostingResourceKind, Language } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { PanelError } from '../../integrations/hosting-panel/hosting-panel.js';
import type { OrderPanel } from './order-panel.js';
import { insertEvent } from './orders.repository.js';
import { type PanelFieldMap, panelFailure } from './panel-errors.js';
import { createWithinTariffLimit } from './tariff-limits.js';

// What the services of an order's panel objects (sites, mailboxes, databases, FTP accounts, cron jobs) share:
// a panel call whose refusal becomes our code, the create of an object within the tariff's limit, and a change
// written on the order's history (never with a password in it).

export async function callPanel<T>(
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

/** A service's own `callPanel` with its field map: `onPanel(db, context, language, work)`. */
export const panelCallWith =
  (fields: PanelFieldMap) =>
  <T>(db: Queryable, context: OrderPanel, language: Language, work: () => Promise<T>): Promise<T> =>
    callPanel(db, context, { language, fields }, work);

export async function recordPanelChange(
  db: Queryable,
  context: OrderPanel,
  change: { action: string; at: Date; detail: Record<string, unknown> },
): Promise<void> {
  await insertEvent(db, { orderId: context.order.id, kind: 'panel', ...change });
}

type CreateOnPanel = {
  kind: HostingResourceKind;
  now: Date;
  language: Language;
  fields: PanelFieldMap;
  /** The panel's create call. */
  create: () => Promise<unknown>;
  /** Whether the object is already the order's: the limit check then lets the retry of a create go on. */
  alreadyThere: (tx: Queryable) => Promise<boolean>;
  /** The object an `exists` refusal must name to count as that retry; any, when not given. */
  existsObject?: string;
  /** Whether the object the panel says exists is the order's own; `alreadyThere` when not given. */
  isOurs?: (tx: Queryable) => Promise<boolean>;
  /** What a retry that found the object made still sends (an FTP account's password and folder). */
  onRetry?: (tx: Queryable) => Promise<void>;
};

/**
 * Creates a panel object within the tariff's limit and counts it. A create whose answer was lost meets `exists`
 * on the retry; when the object is then the order's own, the create is done. Any other refusal is our code.
 * The callbacks get the transaction that holds the order's count (tariff-limits.ts) and query through it.
 */
export async function createOnPanel(db: Queryable, context: OrderPanel, input: CreateOnPanel): Promise<void> {
  const { kind, now, language, fields } = input;
  await createWithinTariffLimit(
    db,
    context,
    { kind, now, language, alreadyThere: input.alreadyThere },
    async (tx) => {
      try {
        await input.create();
        return true;
      } catch (error) {
        const exists =
          error instanceof PanelError &&
          error.type === 'exists' &&
          (input.existsObject === undefined || error.object === input.existsObject);
        const ours = exists && (await (input.isOurs ?? input.alreadyThere)(tx));
        if (!ours) throw await panelFailure(error, { db: tx, order: context.order, fields, language });
        await input.onRetry?.(tx);
        return false;
      }
    },
  );
}
