import {
  DOMAIN_ZONES,
  type Domain,
  type DomainDetail,
  type DomainOperation,
  type DomainZone,
  isManualZone,
  tiyinToSom,
} from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import { AppError } from '../../errors/app-error.js';
import { stateEndsAt } from './domain-lifecycle.js';
import {
  type DomainOperationRow,
  type DomainRow,
  findDomainOf,
  listDomainsOf,
  listEventsOf,
  listOperationsOf,
  listPrices,
  openOperationsOf,
} from './domains.repository.js';

// What the customer sees of their domains: the list, one domain with its operations and
// history, and the public price list.

const DAY_MS = 86_400_000;
/** Tashkent keeps UTC+5 all year, so its calendar day is a fixed shift of UTC's. */
const TASHKENT_OFFSET_MS = 5 * 3_600_000;
const tashkentDay = (at: Date) => Math.floor((at.getTime() + TASHKENT_OFFSET_MS) / DAY_MS);

/** Calendar days in Tashkent until the expiry, negative after it. */
const daysUntil = (expiresAt: Date, now: Date) => tashkentDay(expiresAt) - tashkentDay(now);

export function toOperationDto(row: DomainOperationRow): DomainOperation {
  return {
    id: row.id,
    action: row.action,
    status: row.status,
    years: row.years,
    amount: tiyinToSom(row.amountTiyin),
    error: row.error,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

export function toDomainDto(row: DomainRow, open: DomainOperationRow | undefined, now: Date): Domain {
  return {
    id: row.id,
    name: row.name,
    display_name: row.displayName,
    zone: row.zone,
    status: row.status,
    expires_at: row.expiresAt?.toISOString() ?? null,
    remaining_days: row.expiresAt ? daysUntil(row.expiresAt, now) : null,
    state_ends_at: stateEndsAt(row.status, row.expiresAt)?.toISOString() ?? null,
    nameservers: row.nameservers,
    auto_renew: row.autoRenew,
    locked: row.locked,
    record_id: row.recordId,
    hosting_order_id: row.hostingOrderId,
    manual: isManualZone(row.zone as DomainZone),
    open_operation: open ? toOperationDto(open) : null,
    created_at: row.createdAt.toISOString(),
  };
}

const termPrices = (rows: { years: number; priceTiyin: number }[]) =>
  Object.fromEntries(rows.map((row) => [String(row.years), tiyinToSom(row.priceTiyin)]));

export async function listDomains(
  db: Queryable,
  input: { userId: number; perPage: number; page: number; now: Date },
): Promise<{ data: Domain[]; total: number }> {
  const { rows, total } = await listDomainsOf(
    db,
    input.userId,
    input.perPage,
    (input.page - 1) * input.perPage,
  );
  const open = await openOperationsOf(
    db,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => toDomainDto(row, open.get(row.id), input.now)), total };
}

/** One of the customer's domains with its operations, history and prices; another customer's is a 404. */
export async function getDomain(
  db: Queryable,
  { userId, id, now }: { userId: number; id: number; now: Date },
): Promise<DomainDetail> {
  const row = await findDomainOf(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [operations, events, prices] = await readAll(db, [
    () => listOperationsOf(db, id),
    () => listEventsOf(db, id),
    () => listPrices(db, [row.zone]),
  ]);
  const open = operations.find((operation) => ['pending', 'manual', 'unknown'].includes(operation.status));
  return {
    ...toDomainDto(row, open, now),
    operations: operations.map(toOperationDto),
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      from_status: event.fromStatus,
      to_status: event.toStatus,
      action: event.action,
      at: event.at.toISOString(),
    })),
    prices: {
      renew: termPrices(prices.filter((price) => price.action === 'renew')),
      // A restore is offered only while the domain is in redemption.
      restore:
        row.status === 'redemption' ? termPrices(prices.filter((price) => price.action === 'restore')) : {},
    },
  };
}

/** The price list per zone, action and term (open to visitors). */
export async function priceList(db: Queryable, zone: DomainZone | undefined) {
  const rows = await listPrices(db, zone ? [zone] : undefined);
  const zones = DOMAIN_ZONES.filter((candidate) => (zone ? candidate === zone : true));
  return zones
    .map((candidate) => {
      const of = (action: string) =>
        termPrices(rows.filter((row) => row.zone === candidate && row.action === action));
      return {
        zone: candidate,
        register: of('register'),
        renew: of('renew'),
        transfer: of('transfer'),
        restore: of('restore'),
      };
    })
    .filter((entry) => Object.keys(entry.register).length + Object.keys(entry.renew).length > 0 || zone);
}

/** One of the customer's domains by name, for another module to name it; null for anyone else's. */
export async function ownDomainName(db: Queryable, userId: number, id: number): Promise<string | null> {
  return (await findDomainOf(db, userId, id))?.displayName ?? null;
}
