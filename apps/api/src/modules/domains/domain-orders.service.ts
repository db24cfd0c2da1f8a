import { type DomainZone, type FieldErrorCode, isManualZone, splitDomainName } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { uniqueViolationOf } from '../../db/unique-violation.js';
import { AppError } from '../../errors/app-error.js';
import { hostingOrderNameservers } from '../hosting/order-nameservers.js';
import { getRecord } from '../profile-records/profile-records.service.js';
import { namesToCheck, type Registrars } from './domain-check.service.js';
import { startOperation } from './domain-operations.service.js';
import { getDomain } from './domain-views.service.js';
import { insertDomain, insertDomainEvent, listPrices } from './domains.repository.js';

// Buying a domain from the balance: registration and transfer-in. The name is parsed as the check
// parses it, its availability asked again, the price read from the list, the registrant checked for .uz, and
// then the domain row, its operation and the charge are written in one transaction.

const LIVE_NAME_INDEX = 'domains_live_name_unique';

const invalid = (field: string, code: FieldErrorCode) =>
  new AppError('VALIDATION_FAILED', { fields: { [field]: [code] } });

export interface OrderDomainInput {
  userId: number;
  name: string;
  years: number;
  nameservers?: string[] | undefined;
  recordId?: number | undefined;
  hostingOrderId?: number | undefined;
  now: Date;
}

/** A name with its zone (a bare label is ambiguous here), as the check parses it. */
export function parseOrderedName(input: string): {
  name: string;
  label: string;
  zone: DomainZone;
  display: string;
} {
  if (!input.includes('.')) throw invalid('name', 'domain_invalid');
  const { label, zones, display } = namesToCheck(input);
  const zone = zones[0];
  if (!zone) throw invalid('name', 'domain_invalid');
  const name = `${label}.${zone}`;
  if ('problem' in splitDomainName(name)) throw invalid('name', 'domain_invalid');
  return { name, label, zone, display };
}

/** The whole term's price of `action` in tiyin, or the 422 saying it is not sold. */
async function priceOf(db: Database, zone: DomainZone, action: 'register' | 'transfer', years: number) {
  const rows = (await listPrices(db, [zone])).filter((row) => row.action === action);
  if (rows.length === 0) throw invalid('name', 'domain_not_sold');
  const row = rows.find((candidate) => candidate.years === years);
  if (!row) throw invalid('years', 'domain_not_sold');
  return row.priceTiyin;
}

/** .uz names the registrant: the customer's own record, approved by staff. */
async function checkRegistrant(db: Database, userId: number, zone: DomainZone, recordId: number | undefined) {
  if (!isManualZone(zone)) return recordId ?? null;
  if (recordId === undefined) throw invalid('record_id', 'record_required');
  const record = await getRecord(db, userId, recordId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw invalid('record_id', 'invalid');
    throw error;
  });
  if (record.verification !== 'approved') throw invalid('record_id', 'record_not_approved');
  return recordId;
}

/** The name servers asked for, else the hosting order's, else the portal's defaults. */
/** What ordering a domain needs: the registrars, and the name servers a domain gets when none are chosen. */
export interface DomainOrderDeps {
  registrars: Registrars;
  defaults: string[];
}

export async function nameserversFor(
  db: Database,
  defaults: string[],
  input: { userId: number; nameservers?: string[] | undefined; hostingOrderId?: number | undefined },
): Promise<string[]> {
  if (input.hostingOrderId !== undefined) {
    const hosting = await hostingOrderNameservers(db, input.userId, input.hostingOrderId);
    if (!hosting) throw invalid('hosting_order_id', 'invalid');
    if (!input.nameservers) return hosting;
  }
  return input.nameservers ?? defaults;
}

/**
 * The registry's or registrar's word right before charging: a name taken since the check is refused. When they
 * cannot say (WHOIS limit, registrar down) the order goes ahead: the registrar or staff decide, and a refusal
 * is refunded in full.
 */
async function ensureAvailable(registrars: Registrars, label: string, zone: DomainZone, name: string) {
  const registrar = isManualZone(zone) ? registrars.manual : registrars.api;
  if (!registrar) throw invalid('name', 'domain_not_sold');
  const answers = await registrar.check(label, [zone]).catch(() => new Map<string, string>());
  const answer = answers.get(name) ?? 'unknown';
  if (answer === 'taken' || answer === 'reserved') throw invalid('name', 'domain_taken');
}

interface PlacedOrder {
  action: 'register' | 'transfer';
  userId: number;
  name: string;
  display: string;
  zone: DomainZone;
  years: number;
  priceTiyin: number;
  nameservers: string[];
  recordId: number | null;
  hostingOrderId: number | null;
  payload: Record<string, unknown>;
  now: Date;
}

/** The domain row, its first status event, the operation and the charge: all or nothing. */
async function placeOrder(db: Database, order: PlacedOrder): Promise<number> {
  const { now } = order;
  try {
    return await db.transaction(async (tx) => {
      const domain = await insertDomain(tx, {
        userId: order.userId,
        name: order.name,
        displayName: order.display,
        zone: order.zone,
        status: order.action === 'register' ? 'pending' : 'transfer_pending',
        nameservers: order.nameservers,
        recordId: order.recordId,
        hostingOrderId: order.hostingOrderId,
        createdAt: now,
        updatedAt: now,
      });
      await insertDomainEvent(tx, {
        domainId: domain.id,
        kind: 'status',
        fromStatus: null,
        toStatus: domain.status,
        action: order.action,
        at: now,
      });
      await startOperation(tx, {
        domainId: domain.id,
        userId: order.userId,
        zone: order.zone,
        action: order.action,
        years: order.years,
        amountTiyin: order.priceTiyin,
        payload: order.payload,
        now,
      });
      return domain.id;
    });
  } catch (error) {
    // Another customer's order of the same name committed first: theirs stands, nothing was charged here.
    if (uniqueViolationOf(error) === LIVE_NAME_INDEX) throw invalid('name', 'domain_taken');
    throw error;
  }
}

export async function registerDomain(
  db: Database,
  { registrars, defaults }: DomainOrderDeps,
  input: OrderDomainInput,
) {
  const { name, label, zone, display } = parseOrderedName(input.name);
  const priceTiyin = await priceOf(db, zone, 'register', input.years);
  const recordId = await checkRegistrant(db, input.userId, zone, input.recordId);
  const nameservers = await nameserversFor(db, defaults, input);
  await ensureAvailable(registrars, label, zone, name);
  const id = await placeOrder(db, {
    action: 'register',
    userId: input.userId,
    name,
    display,
    zone,
    years: input.years,
    priceTiyin,
    nameservers,
    recordId,
    hostingOrderId: input.hostingOrderId ?? null,
    payload: { nameservers },
    now: input.now,
  });
  return getDomain(db, { userId: input.userId, id, now: input.now });
}

export async function transferDomain(
  db: Database,
  { registrars, defaults }: DomainOrderDeps,
  input: OrderDomainInput & { authCode: string },
) {
  const { name, zone, display } = parseOrderedName(input.name);
  if (!isManualZone(zone) && !registrars.api) throw invalid('name', 'domain_not_sold');
  const priceTiyin = await priceOf(db, zone, 'transfer', input.years);
  const recordId = await checkRegistrant(db, input.userId, zone, input.recordId);
  const nameservers = await nameserversFor(db, defaults, input);
  const id = await placeOrder(db, {
    action: 'transfer',
    userId: input.userId,
    name,
    display,
    zone,
    years: input.years,
    priceTiyin,
    nameservers,
    recordId,
    hostingOrderId: null,
    // The auth code is a secret: the operation wipes it when it ends.
    payload: { nameservers, auth_code: input.authCode },
    now: input.now,
  });
  return getDomain(db, { userId: input.userId, id, now: input.now });
}
