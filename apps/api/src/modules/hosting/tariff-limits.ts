import type { HostingResourceKind, Language } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { findTariff } from './catalogue.repository.js';
import type { OrderPanel } from './order-panel.js';
import { limitReached } from './panel-errors.js';
import { countChange, PANEL_KEYS, readUsage, tariffLimit } from './usage.service.js';

// The one check every create of a panel object runs before it calls the panel (docs/hosting-control.md): the
// order's count of that kind (the usage reading, at most a minute old and moved by the portal's own changes)
// against the tariff's limit. A refusal names the limit and the tariff that lifts it; the panel's own limit
// stays behind it for what the reading has not seen yet.

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

/** After a create or delete the panel confirmed: the kept count follows at once. */
export const tariffCountChanged = (
  db: Queryable,
  context: OrderPanel,
  change: { kind: HostingResourceKind; delta: 1 | -1 },
): Promise<void> => countChange(db, context.order.id, change);
