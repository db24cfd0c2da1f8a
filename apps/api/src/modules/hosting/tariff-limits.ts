import type { HostingResourceKind, Language } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { findTariff } from './catalogue.repository.js';
import type { OrderPanel } from './order-panel.js';
import { limitReached } from './panel-errors.js';
import { lockUsage } from './usage.repository.js';
import { countChange, PANEL_KEYS, readUsage, tariffLimit } from './usage.service.js';

// The one check every create of a panel object runs before it calls the panel (docs/hosting-control.md): the
// order's count of that kind (the usage reading, at most a minute old and moved by the portal's own changes)
// against the tariff's limit. A refusal names the limit and the tariff that lifts it; the panel's own limit
// stays behind it for what the reading has not seen yet. `createWithinTariffLimit` holds the order's count
// locked from the check to the count, so two creates (the customer's, a job's, two processes') never both pass.

export async function requireBelowTariffLimit(
  db: Queryable,
  context: OrderPanel,
  input: {
    kind: HostingResourceKind;
    now: Date;
    language: Language;
    /** Whether the object is already the order's: the retry of a create whose answer was lost goes on. */
    alreadyThere?: () => Promise<boolean>;
  },
): Promise<void> {
  const limits = (await findTariff(db, context.order.tariffId))?.limits ?? {};
  const limit = tariffLimit(limits, input.kind);
  if (limit === null) return;
  const reading = await readUsage(db, context, input);
  const used = reading?.figures[PANEL_KEYS[input.kind]]?.used ?? 0;
  if (used >= limit && !(await input.alreadyThere?.())) {
    throw await limitReached(db, {
      order: context.order,
      key: PANEL_KEYS[input.kind],
      language: input.language,
    });
  }
}

type LimitCheck = {
  kind: HostingResourceKind;
  now: Date;
  language: Language;
  /** Whether the object is already the order's, asked inside the transaction (`tx`). */
  alreadyThere: (tx: Queryable) => Promise<boolean>;
};

/**
 * Checks the tariff's limit and runs `create` (true when it made the object, false when a retry found it made)
 * with the order's usage row locked throughout, then counts what was made. A second create of the same order
 * waits for the first and counts it, so a race cannot pass the limit. Everything inside runs on `tx`.
 */
export async function createWithinTariffLimit(
  db: Queryable,
  context: OrderPanel,
  check: LimitCheck,
  create: (tx: Queryable) => Promise<boolean>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUsage(tx, context.order.id);
    await requireBelowTariffLimit(tx, context, { ...check, alreadyThere: () => check.alreadyThere(tx) });
    if (await create(tx)) await tariffCountChanged(tx, context, { kind: check.kind, delta: 1 });
  });
}

/** After a create or delete the panel confirmed: the kept count follows at once. */
export const tariffCountChanged = (
  db: Queryable,
  context: OrderPanel,
  change: { kind: HostingResourceKind; delta: 1 | -1 },
): Promise<void> => countChange(db, context.order.id, change);
